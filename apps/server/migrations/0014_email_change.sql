ALTER TABLE "users" ADD COLUMN "email_from_owner" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_change_expires_at" timestamp with time zone;--> statement-breakpoint
-- Addresses verified before this column existed keep needing their own confirmation to be replaced.
UPDATE "users" SET "email_from_owner" = true WHERE "is_verified";
