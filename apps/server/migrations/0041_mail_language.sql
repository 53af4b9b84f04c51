-- The language mails are written in when the user's own request is not the one that sends them.
ALTER TABLE "users" ADD COLUMN "mail_language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_mail_language" CHECK ("users"."mail_language" in ('en', 'es', 'pt'));
--> statement-breakpoint
-- The hash of the token that verified the current address: its link, opened again, says "already verified".
ALTER TABLE "users" ADD COLUMN "verification_used_hash" text;
