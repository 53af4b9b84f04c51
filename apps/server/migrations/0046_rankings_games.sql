-- Games are ranked like the catalogue's apps: a game lists its contracts too, and the rankings read
-- both through one view. An app listed both as a game and in the catalogue (one slug) is one app: the
-- game's name and art, the contracts of both. The rankings' rows name an app of either table, so they
-- no longer point at catalogue_apps: the indexer forgets an app's rows when its contracts go.
ALTER TABLE "games" ADD COLUMN "contracts" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
CREATE VIEW "rankings_apps" AS
  SELECT g.slug, g.name, g.image, 'game'::text AS category, g.hidden,
         g.contracts || coalesce((SELECT a.contracts FROM catalogue_apps a WHERE a.slug = g.slug), '[]'::jsonb) AS contracts
  FROM games g
  UNION ALL
  SELECT a.slug, a.name, a.image, a.category, a.hidden, a.contracts
  FROM catalogue_apps a WHERE NOT EXISTS (SELECT 1 FROM games g WHERE g.slug = a.slug);
--> statement-breakpoint
ALTER TABLE "rankings_contracts" DROP CONSTRAINT "rankings_contracts_app_slug_catalogue_apps_slug_fk";
--> statement-breakpoint
ALTER TABLE "rankings_transactions" DROP CONSTRAINT "rankings_transactions_app_slug_catalogue_apps_slug_fk";
--> statement-breakpoint
ALTER TABLE "rankings_transfers" DROP CONSTRAINT "rankings_transfers_app_slug_catalogue_apps_slug_fk";
--> statement-breakpoint
ALTER TABLE "rankings_hourly" DROP CONSTRAINT "rankings_hourly_app_slug_catalogue_apps_slug_fk";
--> statement-breakpoint
ALTER TABLE "rankings_hourly_volume" DROP CONSTRAINT "rankings_hourly_volume_app_slug_catalogue_apps_slug_fk";
--> statement-breakpoint
ALTER TABLE "rankings_hourly_wallets" DROP CONSTRAINT "rankings_hourly_wallets_app_slug_catalogue_apps_slug_fk";
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" DROP CONSTRAINT "rankings_window_figures_app_slug_catalogue_apps_slug_fk";
--> statement-breakpoint
ALTER TABLE "rankings_stale" DROP CONSTRAINT "rankings_stale_app_slug_catalogue_apps_slug_fk";
