-- A user's one-time number is good for ten minutes from when it was drawn.
ALTER TABLE "users" ADD COLUMN "nonce_issued_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- A QR link code works only while the session that showed it is open. Codes live ten minutes, so the
-- open ones, whose session is not known, are dropped rather than kept working.
DELETE FROM "device_link_codes";
--> statement-breakpoint
ALTER TABLE "device_link_codes" ADD COLUMN "session_token_hash" text NOT NULL;
--> statement-breakpoint
ALTER TABLE "device_link_codes" ADD CONSTRAINT "device_link_codes_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "device_link_codes_session_token_hash_idx" ON "device_link_codes" USING btree ("session_token_hash");
--> statement-breakpoint
-- The key the console's sign-in messages are derived with (one row, drawn by the first process that needs it).
CREATE TABLE "operator_nonce_key" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	CONSTRAINT "operator_nonce_key_one_row" CHECK ("operator_nonce_key"."id" = 1)
);
