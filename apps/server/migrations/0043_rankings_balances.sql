-- What each watched contract held of the priced tokens, newest read per hour: an app's balance figure.
CREATE TABLE "rankings_balances" (
	"chain_id" integer NOT NULL,
	"address" text NOT NULL,
	"token" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"block_number" bigint NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"amount" numeric(78, 0) NOT NULL,
	CONSTRAINT "rankings_balances_chain_id_address_token_hour_pk" PRIMARY KEY("chain_id","address","token","hour"),
	CONSTRAINT "rankings_balances_amount" CHECK ("rankings_balances"."amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "rankings_balances_chain_block_idx" ON "rankings_balances" USING btree ("chain_id","block_number");
