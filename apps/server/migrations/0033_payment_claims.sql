-- One claim per payment transaction, shared by orders and refunds: a payment pays for one order or one
-- refund, never both and never two. Orders and refunds point at their claim by (tx id, purpose), each
-- with a constant generated purpose, so the claim's primary key forbids the second use.
CREATE TABLE "nft_payment_claims" (
	"payment_tx_id" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nft_payment_claims_purpose" CHECK ("nft_payment_claims"."purpose" IN ('order', 'refund')),
	CONSTRAINT "nft_payment_claims_tx_format" CHECK ("nft_payment_claims"."payment_tx_id" ~ '^0x[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE UNIQUE INDEX "nft_payment_claims_tx_purpose_key" ON "nft_payment_claims" USING btree ("payment_tx_id","purpose");
--> statement-breakpoint
INSERT INTO "nft_payment_claims" ("payment_tx_id", "purpose", "claimed_at")
SELECT lower("tx_id"), 'order', coalesce("closed_at", "created_at") FROM "nft_orders" WHERE "tx_id" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A refund of a payment that had also paid for an order (the hole this table closes) keeps no claim of
-- its own: the order's claim stands, and the refund's key below is NOT VALID so that old row stays as
-- the record of what happened; every new row is checked.
INSERT INTO "nft_payment_claims" ("payment_tx_id", "purpose", "claimed_at")
SELECT lower("payment_tx_id"), 'refund', "created_at" FROM "nft_refunds"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "nft_orders" ADD COLUMN "claim_purpose" text GENERATED ALWAYS AS ('order') STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "nft_orders" ADD CONSTRAINT "nft_orders_payment_claimed" FOREIGN KEY ("tx_id","claim_purpose") REFERENCES "public"."nft_payment_claims"("payment_tx_id","purpose") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nft_refunds" ADD COLUMN "claim_purpose" text GENERATED ALWAYS AS ('refund') STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "nft_refunds" ADD CONSTRAINT "nft_refunds_payment_claimed" FOREIGN KEY ("payment_tx_id","claim_purpose") REFERENCES "public"."nft_payment_claims"("payment_tx_id","purpose") ON DELETE no action ON UPDATE no action NOT VALID;
--> statement-breakpoint
ALTER TABLE "nft_refunds" ADD COLUMN "gas_fee" numeric(78, 0);
--> statement-breakpoint
ALTER TABLE "nft_refunds" ADD CONSTRAINT "nft_refunds_gas_fee" CHECK ("nft_refunds"."gas_fee" IS NULL OR ("nft_refunds"."gas_fee" >= 0 AND "nft_refunds"."gas_fee" < "nft_refunds"."amount"));
--> statement-breakpoint
ALTER TABLE "nft_refunds" ALTER COLUMN "order_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "nft_refunds" DROP CONSTRAINT "nft_refunds_reason";
--> statement-breakpoint
ALTER TABLE "nft_refunds" ADD CONSTRAINT "nft_refunds_reason" CHECK ("nft_refunds"."reason" IN ('underpaid', 'wrong-sender', 'token-unavailable', 'unused'));
