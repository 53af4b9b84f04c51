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
ALTER TABLE "layer2_links" ADD CONSTRAINT "layer2_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "layer2_bridge_deposits_deposit_key" ON "layer2_bridge_deposits" USING btree ("source","deposit_id");--> statement-breakpoint
CREATE UNIQUE INDEX "layer2_bridge_deposits_l2_tx_key" ON "layer2_bridge_deposits" USING btree ("l2_tx_hash");