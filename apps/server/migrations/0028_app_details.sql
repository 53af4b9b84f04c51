ALTER TABLE "catalogue_apps" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_apps" ADD COLUMN "tags" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_apps" ADD COLUMN "chains" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_apps" ADD COLUMN "contracts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_apps" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalogue_apps" ADD CONSTRAINT "catalogue_apps_contracts" CHECK (jsonb_typeof("catalogue_apps"."contracts") = 'array');--> statement-breakpoint
ALTER TABLE "catalogue_apps" ADD CONSTRAINT "catalogue_apps_translations" CHECK (jsonb_typeof("catalogue_apps"."translations") = 'object' AND "catalogue_apps"."translations" - 'es' - 'pt' = '{}'::jsonb AND jsonb_typeof(coalesce("catalogue_apps"."translations" -> 'es', '{}')) = 'object' AND jsonb_typeof(coalesce("catalogue_apps"."translations" -> 'pt', '{}')) = 'object' AND NOT jsonb_path_exists("catalogue_apps"."translations", '$.*.* ? (@.type() != "string")'));