-- The rankings indexer: per chain its genesis and cursor, the recent block hashes (reorgs), the app
-- contracts watched with their own cursors, the transactions and ERC-20 transfers into them, and the
-- hourly figures rebuilt from those rows. Addresses and hashes are lowercase hex; amounts NUMERIC.
CREATE TABLE "rankings_chains" (
	"chain_id" integer PRIMARY KEY NOT NULL,
	"genesis_hash" text NOT NULL,
	"next_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rankings_blocks" (
	"chain_id" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	CONSTRAINT "rankings_blocks_chain_id_block_number_pk" PRIMARY KEY("chain_id","block_number")
);
--> statement-breakpoint
CREATE TABLE "rankings_contracts" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"app_slug" text NOT NULL,
	"next_block" bigint NOT NULL,
	CONSTRAINT "rankings_contracts_chain_id_address_app_slug_pk" PRIMARY KEY("chain_id","address","app_slug"),
	CONSTRAINT "rankings_contracts_app_slug_catalogue_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."catalogue_apps"("slug") ON DELETE cascade ON UPDATE cascade
);
--> statement-breakpoint
CREATE INDEX "rankings_contracts_app_idx" ON "rankings_contracts" USING btree ("app_slug");
--> statement-breakpoint
CREATE TABLE "rankings_transactions" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"app_slug" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"value" numeric(78, 0) NOT NULL,
	"status" text NOT NULL,
	"not_counted" text,
	CONSTRAINT "rankings_transactions_chain_id_tx_hash_app_slug_pk" PRIMARY KEY("chain_id","tx_hash","app_slug"),
	CONSTRAINT "rankings_transactions_app_slug_catalogue_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."catalogue_apps"("slug") ON DELETE cascade ON UPDATE cascade,
	CONSTRAINT "rankings_transactions_status" CHECK ("status" IN ('success', 'reverted')),
	CONSTRAINT "rankings_transactions_not_counted" CHECK ("not_counted" IN ('reverted', 'internal')),
	CONSTRAINT "rankings_transactions_value" CHECK ("value" >= 0)
);
--> statement-breakpoint
CREATE INDEX "rankings_transactions_app_time_idx" ON "rankings_transactions" USING btree ("app_slug","block_time");
--> statement-breakpoint
CREATE INDEX "rankings_transactions_chain_block_idx" ON "rankings_transactions" USING btree ("chain_id","block_number");
--> statement-breakpoint
CREATE TABLE "rankings_transfers" (
	"chain_id" integer NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"app_slug" text NOT NULL,
	"block_number" bigint NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"not_counted" text,
	CONSTRAINT "rankings_transfers_chain_id_tx_hash_log_index_app_slug_pk" PRIMARY KEY("chain_id","tx_hash","log_index","app_slug"),
	CONSTRAINT "rankings_transfers_app_slug_catalogue_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."catalogue_apps"("slug") ON DELETE cascade ON UPDATE cascade,
	CONSTRAINT "rankings_transfers_not_counted" CHECK ("not_counted" IN ('internal')),
	CONSTRAINT "rankings_transfers_amount" CHECK ("amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "rankings_transfers_app_time_idx" ON "rankings_transfers" USING btree ("app_slug","block_time");
--> statement-breakpoint
CREATE INDEX "rankings_transfers_chain_block_idx" ON "rankings_transfers" USING btree ("chain_id","block_number");
--> statement-breakpoint
CREATE TABLE "rankings_hourly" (
	"app_slug" text NOT NULL,
	"chain_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"transactions" integer NOT NULL,
	CONSTRAINT "rankings_hourly_app_slug_chain_id_hour_pk" PRIMARY KEY("app_slug","chain_id","hour"),
	CONSTRAINT "rankings_hourly_app_slug_catalogue_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."catalogue_apps"("slug") ON DELETE cascade ON UPDATE cascade
);
--> statement-breakpoint
CREATE INDEX "rankings_hourly_hour_idx" ON "rankings_hourly" USING btree ("hour");
--> statement-breakpoint
CREATE TABLE "rankings_hourly_volume" (
	"app_slug" text NOT NULL,
	"chain_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "rankings_hourly_volume_app_slug_chain_id_hour_token_pk" PRIMARY KEY("app_slug","chain_id","hour","token"),
	CONSTRAINT "rankings_hourly_volume_app_slug_catalogue_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."catalogue_apps"("slug") ON DELETE cascade ON UPDATE cascade
);
--> statement-breakpoint
CREATE INDEX "rankings_hourly_volume_hour_idx" ON "rankings_hourly_volume" USING btree ("hour");
--> statement-breakpoint
CREATE TABLE "rankings_hourly_wallets" (
	"app_slug" text NOT NULL,
	"chain_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"wallet" text NOT NULL,
	CONSTRAINT "rankings_hourly_wallets_app_slug_chain_id_hour_wallet_pk" PRIMARY KEY("app_slug","chain_id","hour","wallet"),
	CONSTRAINT "rankings_hourly_wallets_app_slug_catalogue_apps_slug_fk" FOREIGN KEY ("app_slug") REFERENCES "public"."catalogue_apps"("slug") ON DELETE cascade ON UPDATE cascade
);
--> statement-breakpoint
CREATE INDEX "rankings_hourly_wallets_hour_idx" ON "rankings_hourly_wallets" USING btree ("hour");
