-- Each app's figures per window and chain (0: all chains), kept up to date by the indexer's rounds so
-- the rankings answer from a few thousand rows rather than counting wallets over millions; and the apps
-- a round changed, whose kept figures it measures again before it commits.
CREATE TABLE "rankings_window_figures" (
	"window" text NOT NULL,
	"chain_id" integer NOT NULL,
	"app_slug" text NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"measured_at" timestamp with time zone NOT NULL,
	"transactions_now" bigint NOT NULL,
	"transactions_before" bigint NOT NULL,
	"uaw_now" bigint NOT NULL,
	"uaw_before" bigint NOT NULL,
	"volume_now" numeric(40, 2) NOT NULL,
	"volume_before" numeric(40, 2) NOT NULL,
	"balance_now" numeric(40, 2) NOT NULL,
	"balance_before" numeric(40, 2) NOT NULL,
	"series" jsonb NOT NULL,
	CONSTRAINT "rankings_window_figures_window_chain_id_app_slug_pk" PRIMARY KEY("window","chain_id","app_slug"),
	CONSTRAINT "rankings_window_figures_app_slug_catalogue_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."catalogue_apps"("slug") ON DELETE cascade ON UPDATE cascade,
	CONSTRAINT "rankings_window_figures_window" CHECK ("window" IN ('24h', '7d', '30d'))
);
--> statement-breakpoint
CREATE INDEX "rankings_window_figures_app_idx" ON "rankings_window_figures" USING btree ("app_slug");
--> statement-breakpoint
CREATE TABLE "rankings_stale" (
	"app_slug" text NOT NULL,
	CONSTRAINT "rankings_stale_app_slug_catalogue_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."catalogue_apps"("slug") ON DELETE cascade ON UPDATE cascade
);
--> statement-breakpoint
CREATE INDEX "rankings_stale_app_idx" ON "rankings_stale" USING btree ("app_slug");
