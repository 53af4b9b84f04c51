-- Editors' and submitters' uploads live in the database, so every API replica serves the same files and
-- none is lost with one replica's disk. Named as they are served: the sha-256 of the bytes and the
-- extension of their checked kind. The files an earlier version kept in DATA_DIR/uploads are imported by
-- the start (importUploadsFolder in main.ts), since SQL cannot read them.
CREATE TABLE "uploads" (
	"name" text PRIMARY KEY NOT NULL,
	"bytes" bytea NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_name_form" CHECK ("name" ~ '^[0-9a-f]{64}\.(png|jpg|webp|gif|mp4|webm)$')
);
--> statement-breakpoint
-- Images and videos are compressed already: kept out of line and uncompressed, a slice (substring) reads
-- only the TOAST chunks it needs, so a file is copied out in pieces rather than whole.
ALTER TABLE "uploads" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
