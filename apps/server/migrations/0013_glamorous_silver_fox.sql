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
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_nonce" ON "withdrawals" USING btree ("nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_tx_hash" ON "withdrawals" USING btree ("tx_hash");--> statement-breakpoint
CREATE INDEX "withdrawals_pending" ON "withdrawals" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "withdrawals_token_created" ON "withdrawals" USING btree ("token","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_user_token_created" ON "withdrawals" USING btree ("user_id","token","created_at");