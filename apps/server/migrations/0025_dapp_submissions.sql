CREATE TABLE "dapp_submissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"url_key" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"logo" text NOT NULL,
	"chains" text[] NOT NULL,
	"contracts" jsonb NOT NULL,
	"contact_email" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"note" text,
	"app_slug" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dapp_submissions_status" CHECK ("dapp_submissions"."status" IN ('submitted', 'changes_requested', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "dapp_submissions" ADD CONSTRAINT "dapp_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dapp_submissions" ADD CONSTRAINT "dapp_submissions_app_slug_catalogue_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."catalogue_apps"("slug") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dapp_submissions_user_idx" ON "dapp_submissions" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "dapp_submissions_status_idx" ON "dapp_submissions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "dapp_submissions_url_key_idx" ON "dapp_submissions" USING btree ("url_key");