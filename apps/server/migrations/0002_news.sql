CREATE TABLE "news_items" (
	"link" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"pub_date" timestamp with time zone NOT NULL,
	"image" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
