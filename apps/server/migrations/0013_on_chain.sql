CREATE SEQUENCE "public"."withdraw_nonces" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"fee_core" numeric(78, 0) NOT NULL,
	"fee_nitro" numeric(78, 0) NOT NULL,
	"fee_ubi" numeric(78, 0) NOT NULL,
	"nonce" bigint NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"to_address" text NOT NULL,
	"signature" text NOT NULL,
	"from_block" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"request_entry_id" bigint NOT NULL,
	"settle_entry_id" bigint,
	"tx_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "withdrawals_token" CHECK ("withdrawals"."token" IN ('ACE', 'DAPPX')),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" IN ('pending', 'fulfilled', 'cancelled', 'expired')),
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 AND "withdrawals"."fee_core" >= 0 AND "withdrawals"."fee_nitro" >= 0 AND "withdrawals"."fee_ubi" >= 0),
	CONSTRAINT "withdrawals_settled" CHECK (("withdrawals"."status" = 'pending') = ("withdrawals"."settle_entry_id" IS NULL) AND ("withdrawals"."status" = 'fulfilled') = ("withdrawals"."tx_hash" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "layer2_bridge_cursors" (
	"key" text PRIMARY KEY NOT NULL,
	"last_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layer2_bridge_deposits" (
	"source" text NOT NULL,
	"deposit_id" numeric(78, 0) NOT NULL,
	"l1_tx_hash" text NOT NULL,
	"l1_log_index" integer NOT NULL,
	"l1_block" bigint NOT NULL,
	"from_address" text NOT NULL,
	"l2_recipient" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"relayer" text NOT NULL,
	"l2_nonce" integer NOT NULL,
	"l2_tx_hash" text NOT NULL,
	"l2_raw_tx" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "layer2_bridge_deposits_status" CHECK ("layer2_bridge_deposits"."status" IN ('pending', 'sent')),
	CONSTRAINT "layer2_bridge_deposits_amount" CHECK ("layer2_bridge_deposits"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "layer2_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"chain_id" integer NOT NULL,
	"signature" text NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "layer2_links_address_format" CHECK ("layer2_links"."address" ~ '^0x[0-9a-fA-F]{40}$')
);
--> statement-breakpoint
CREATE TABLE "chain_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" integer NOT NULL,
	"genesis_hash" text NOT NULL,
	"vault" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"block_number" bigint NOT NULL,
	"block_hash" text NOT NULL,
	"token" text NOT NULL,
	"from_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"asset" text,
	"user_id" uuid,
	"status" text NOT NULL,
	"entry_id" bigint,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"credited_at" timestamp with time zone,
	CONSTRAINT "chain_deposits_status" CHECK ("chain_deposits"."status" IN ('pending', 'credited', 'unclaimed', 'unknown_token')),
	CONSTRAINT "chain_deposits_amount" CHECK ("chain_deposits"."amount" >= 0),
	CONSTRAINT "chain_deposits_credited_entry" CHECK (("chain_deposits"."status" = 'credited') = ("chain_deposits"."entry_id" IS NOT NULL AND "chain_deposits"."user_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "deposit_cursors" (
	"chain_id" integer NOT NULL,
	"vault" text NOT NULL,
	"genesis_hash" text NOT NULL,
	"last_block" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_cursors_chain_id_vault_genesis_hash_pk" PRIMARY KEY("chain_id","vault","genesis_hash")
);
--> statement-breakpoint
CREATE TABLE "nft_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"symbol" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"contract_address" text,
	"chain_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_collections_contract_format" CHECK ("nft_collections"."contract_address" IS NULL OR "nft_collections"."contract_address" ~ '^0x[0-9a-fA-F]{40}$')
);
--> statement-breakpoint
CREATE TABLE "nft_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"buyer_address" text NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"tx_id" text,
	"mint_tx_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "nft_orders_status" CHECK ("nft_orders"."status" IN ('open', 'fulfilled', 'cancelled', 'expired')),
	CONSTRAINT "nft_orders_fulfilled_paid" CHECK ("nft_orders"."status" <> 'fulfilled' OR "nft_orders"."tx_id" IS NOT NULL),
	CONSTRAINT "nft_orders_price" CHECK ("nft_orders"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "nft_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"token_id" numeric(78, 0) NOT NULL,
	"asset_id" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"price" numeric(78, 0) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"owner_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_tokens_status" CHECK ("nft_tokens"."status" IN (0, 1, 2)),
	CONSTRAINT "nft_tokens_price" CHECK ("nft_tokens"."price" > 0),
	CONSTRAINT "nft_tokens_sold_owner" CHECK (("nft_tokens"."status" = 2) = ("nft_tokens"."owner_address" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "layer2_links" ADD CONSTRAINT "layer2_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_deposits" ADD CONSTRAINT "chain_deposits_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_token_id_nft_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."nft_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_tokens" ADD CONSTRAINT "nft_tokens_collection_id_nft_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."nft_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_nonce" ON "withdrawals" USING btree ("nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_tx_hash" ON "withdrawals" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "withdrawals_pending" ON "withdrawals" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "withdrawals_token_created" ON "withdrawals" USING btree ("token","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_user_token_created" ON "withdrawals" USING btree ("user_id","token","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "layer2_bridge_deposits_deposit_key" ON "layer2_bridge_deposits" USING btree ("source","deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "layer2_bridge_deposits_l2_tx_key" ON "layer2_bridge_deposits" USING btree ("l2_tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_event_key" ON "chain_deposits" USING btree ("chain_id","genesis_hash","tx_hash","log_index");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_deposits_entry_key" ON "chain_deposits" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "chain_deposits_user_idx" ON "chain_deposits" USING btree ("user_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_orders_one_open_per_token" ON "nft_orders" USING btree ("token_id") WHERE "nft_orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "nft_orders_tx_id_key" ON "nft_orders" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "nft_orders_open_expiry_idx" ON "nft_orders" USING btree ("expires_at") WHERE "nft_orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "nft_tokens_collection_token_key" ON "nft_tokens" USING btree ("collection_id","token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_tokens_asset_id_key" ON "nft_tokens" USING btree ("asset_id");