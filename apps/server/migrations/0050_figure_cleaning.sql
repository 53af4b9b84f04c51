-- The rankings' cleaned figures: each wallet's first funder per chain (the farm and wash rules group
-- wallets by it), the item sales the watched contracts report (the wash rules), why a row is left out
-- of the cleaned figures (separate from not_counted: the raw figures still count it), and the cleaned
-- counterparts of the hourly figures. Until the classifier has run, cleaned equals raw.
CREATE TABLE "rankings_funders" (
	"chain_id" integer NOT NULL,
	"wallet" text NOT NULL,
	"funder" text,
	"block_number" bigint,
	"tx_hash" text,
	CONSTRAINT "rankings_funders_chain_id_wallet_pk" PRIMARY KEY("chain_id","wallet")
);
--> statement-breakpoint
CREATE INDEX "rankings_funders_funder_idx" ON "rankings_funders" USING btree ("chain_id","funder");
--> statement-breakpoint
CREATE INDEX "rankings_funders_block_idx" ON "rankings_funders" USING btree ("chain_id","block_number");
--> statement-breakpoint
CREATE TABLE "rankings_sales" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"app_slug" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"collection" text NOT NULL,
	"item" numeric(78, 0) NOT NULL,
	"seller" text NOT NULL,
	"buyer" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	CONSTRAINT "rankings_sales_chain_id_tx_hash_log_index_app_slug_pk" PRIMARY KEY("chain_id","tx_hash","log_index","app_slug"),
	CONSTRAINT "rankings_sales_price" CHECK ("price" >= 0)
);
--> statement-breakpoint
CREATE INDEX "rankings_sales_app_item_idx" ON "rankings_sales" USING btree ("app_slug","chain_id","collection","item","block_time");
--> statement-breakpoint
CREATE INDEX "rankings_sales_chain_block_idx" ON "rankings_sales" USING btree ("chain_id","block_number");
--> statement-breakpoint
ALTER TABLE "rankings_transactions" ADD COLUMN "cleaned" text;
--> statement-breakpoint
ALTER TABLE "rankings_transactions" ADD CONSTRAINT "rankings_transactions_cleaned" CHECK ("cleaned" IN ('farm', 'burst', 'wash'));
--> statement-breakpoint
ALTER TABLE "rankings_transfers" ADD COLUMN "cleaned" text;
--> statement-breakpoint
ALTER TABLE "rankings_transfers" ADD CONSTRAINT "rankings_transfers_cleaned" CHECK ("cleaned" IN ('farm', 'burst', 'wash'));
--> statement-breakpoint
CREATE INDEX "rankings_transactions_app_from_idx" ON "rankings_transactions" USING btree ("app_slug","chain_id","from_address");
--> statement-breakpoint
ALTER TABLE "rankings_hourly" ADD COLUMN "clean_transactions" integer;
--> statement-breakpoint
UPDATE "rankings_hourly" SET "clean_transactions" = "transactions";
--> statement-breakpoint
ALTER TABLE "rankings_hourly" ALTER COLUMN "clean_transactions" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "rankings_hourly_volume" ADD COLUMN "clean_amount" numeric(78, 0);
--> statement-breakpoint
UPDATE "rankings_hourly_volume" SET "clean_amount" = "amount";
--> statement-breakpoint
ALTER TABLE "rankings_hourly_volume" ALTER COLUMN "clean_amount" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "rankings_hourly_wallets" ADD COLUMN "trusted" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ADD COLUMN "trusted_uaw_now" bigint;
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ADD COLUMN "trusted_uaw_before" bigint;
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ADD COLUMN "clean_transactions_now" bigint;
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ADD COLUMN "clean_transactions_before" bigint;
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ADD COLUMN "clean_volume_now" numeric(40, 2);
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ADD COLUMN "clean_volume_before" numeric(40, 2);
--> statement-breakpoint
UPDATE "rankings_window_figures" SET "trusted_uaw_now" = "uaw_now", "trusted_uaw_before" = "uaw_before",
	"clean_transactions_now" = "transactions_now", "clean_transactions_before" = "transactions_before",
	"clean_volume_now" = "volume_now", "clean_volume_before" = "volume_before";
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ALTER COLUMN "trusted_uaw_now" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ALTER COLUMN "trusted_uaw_before" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ALTER COLUMN "clean_transactions_now" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ALTER COLUMN "clean_transactions_before" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ALTER COLUMN "clean_volume_now" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "rankings_window_figures" ALTER COLUMN "clean_volume_before" SET NOT NULL;
