CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "catalogue_apps" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"href" text NOT NULL,
	"image" text NOT NULL,
	"image_long" text,
	"category" text NOT NULL,
	"currency" text,
	"video_on_hover" text,
	CONSTRAINT "catalogue_apps_currency" CHECK ("catalogue_apps"."currency" IN ('ETH', 'BSC'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_entries" (
	"list" text NOT NULL,
	"app_slug" text NOT NULL,
	"position" integer NOT NULL,
	"rank" text,
	"hidden_wide" boolean DEFAULT false NOT NULL,
	"with_long_image" boolean DEFAULT false NOT NULL,
	CONSTRAINT "catalogue_entries_list_position_pk" PRIMARY KEY("list","position"),
	CONSTRAINT "catalogue_entries_list_app_slug_unique" UNIQUE("list","app_slug")
);
--> statement-breakpoint
CREATE TABLE "download_links" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"row" text NOT NULL,
	"platform" text NOT NULL,
	"href" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "footer_links" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"href" text NOT NULL,
	"icon" text
);
--> statement-breakpoint
CREATE TABLE "game_entries" (
	"list" text NOT NULL,
	"game_slug" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "game_entries_list_position_pk" PRIMARY KEY("list","position")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"href" text NOT NULL,
	"store" text,
	"video_on_hover" text,
	"logo" text,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"hashtags" text[] DEFAULT '{}' NOT NULL,
	"currency" text,
	CONSTRAINT "games_currency" CHECK ("games"."currency" IN ('ETH', 'BSC'))
);
--> statement-breakpoint
CREATE TABLE "games_slides" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"class_name" text NOT NULL,
	"image" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"bg_image" text NOT NULL,
	"link" text NOT NULL,
	"link_color" text NOT NULL,
	CONSTRAINT "games_slides_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"slide" jsonb NOT NULL,
	CONSTRAINT "hero_slides_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "hot_tiles" (
	"id" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"image" text NOT NULL,
	"name" text NOT NULL,
	"href" text NOT NULL,
	"external" boolean NOT NULL,
	CONSTRAINT "hot_tiles_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"href" text NOT NULL,
	"target" text DEFAULT '_self' NOT NULL,
	"pc_hidden" boolean DEFAULT false NOT NULL,
	"sp_hidden" boolean DEFAULT false NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_entries" ADD CONSTRAINT "catalogue_entries_app_slug_catalogue_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."catalogue_apps"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_entries" ADD CONSTRAINT "game_entries_game_slug_games_slug_fk" FOREIGN KEY ("game_slug") REFERENCES "public"."games"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_id_menu_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_apps_name_trgm" ON "catalogue_apps" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_name_trgm" ON "games" USING gin (lower("name") gin_trgm_ops);