-- USD per priced token at each hour the indexer saw it, so a volume is valued at its own hour's price.
CREATE TABLE "rankings_prices" (
	"symbol" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"usd" numeric(30, 12) NOT NULL,
	CONSTRAINT "rankings_prices_symbol_hour_pk" PRIMARY KEY("symbol","hour"),
	CONSTRAINT "rankings_prices_usd" CHECK ("rankings_prices"."usd" >= 0)
);
