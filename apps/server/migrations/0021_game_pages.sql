ALTER TABLE "games" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "chains" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "games_slides" ADD COLUMN "game_slug" text;--> statement-breakpoint
ALTER TABLE "games_slides" ADD CONSTRAINT "games_slides_game_slug_games_slug_fk" FOREIGN KEY ("game_slug") REFERENCES "public"."games"("slug") ON DELETE set null ON UPDATE no action;