CREATE TABLE "nft_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_tx_id" text NOT NULL,
	"order_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"refund_tx_id" text,
	"attempted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "nft_refunds_amount" CHECK ("nft_refunds"."amount" > 0),
	CONSTRAINT "nft_refunds_reason" CHECK ("nft_refunds"."reason" IN ('underpaid', 'wrong-sender', 'token-unavailable')),
	CONSTRAINT "nft_refunds_status" CHECK ("nft_refunds"."status" IN ('due', 'sent')),
	CONSTRAINT "nft_refunds_sent_tx" CHECK (("nft_refunds"."status" = 'sent') = ("nft_refunds"."refund_tx_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "nft_refunds" ADD CONSTRAINT "nft_refunds_order_id_nft_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."nft_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nft_refunds_payment_tx_id_key" ON "nft_refunds" USING btree ("payment_tx_id");