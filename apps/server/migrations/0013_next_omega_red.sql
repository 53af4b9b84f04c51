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
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_token_id_nft_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."nft_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nft_tokens" ADD CONSTRAINT "nft_tokens_collection_id_nft_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."nft_collections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nft_orders_one_open_per_token" ON "nft_orders" USING btree ("token_id") WHERE "nft_orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "nft_orders_tx_id_key" ON "nft_orders" USING btree ("tx_id");--> statement-breakpoint
CREATE INDEX "nft_orders_open_expiry_idx" ON "nft_orders" USING btree ("expires_at") WHERE "nft_orders"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "nft_tokens_collection_token_key" ON "nft_tokens" USING btree ("collection_id","token_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nft_tokens_asset_id_key" ON "nft_tokens" USING btree ("asset_id");