ALTER TABLE "games" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "chains" text[] DEFAULT '{}' NOT NULL;