CREATE TABLE "market_prices" (
	"symbol" text PRIMARY KEY NOT NULL,
	"usd" numeric(30, 12) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
