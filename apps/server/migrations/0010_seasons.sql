CREATE TABLE "pledge_seasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"min_amount" numeric(78, 0) NOT NULL,
	"max_amount" numeric(78, 0) NOT NULL,
	"collect_until" timestamp with time zone NOT NULL,
	"lock_days" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pledge_seasons_amounts" CHECK ("pledge_seasons"."min_amount" > 0 AND "pledge_seasons"."max_amount" >= "pledge_seasons"."min_amount"),
	CONSTRAINT "pledge_seasons_lock" CHECK ("pledge_seasons"."lock_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "season_pledges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"season_id" uuid NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"stake_entry_id" bigint NOT NULL,
	"release_entry_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "season_pledges_positive" CHECK ("season_pledges"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "season_pledges" ADD CONSTRAINT "season_pledges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pledges" ADD CONSTRAINT "season_pledges_season_id_pledge_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."pledge_seasons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pledges" ADD CONSTRAINT "season_pledges_stake_entry_id_ledger_entries_id_fk" FOREIGN KEY ("stake_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_pledges" ADD CONSTRAINT "season_pledges_release_entry_id_ledger_entries_id_fk" FOREIGN KEY ("release_entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pledge_seasons_collect_until_idx" ON "pledge_seasons" USING btree ("collect_until");--> statement-breakpoint
CREATE INDEX "season_pledges_user_idx" ON "season_pledges" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "season_pledges_unreleased_idx" ON "season_pledges" USING btree ("user_id") WHERE "season_pledges"."release_entry_id" IS NULL;