DROP INDEX "catalogue_apps_name_trgm";--> statement-breakpoint
DROP INDEX "games_name_trgm";--> statement-breakpoint
ALTER TABLE "catalogue_apps" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(name)) STORED;--> statement-breakpoint
CREATE INDEX "catalogue_apps_search_name_trgm" ON "catalogue_apps" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalogue_apps_category" ON "catalogue_apps" USING btree ("category");--> statement-breakpoint
CREATE INDEX "games_search_name_trgm" ON "games" USING gin ("search_name" gin_trgm_ops);