CREATE TABLE "pledging_accounts" (
	"user_id" uuid NOT NULL,
	"token_type" text NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_pledged_at" timestamp with time zone,
	"mined_until" timestamp with time zone DEFAULT now() NOT NULL,
	"mining_carry" numeric(78, 0) DEFAULT 0 NOT NULL,
	"total_mined" numeric(78, 0) DEFAULT 0 NOT NULL,
	CONSTRAINT "pledging_accounts_user_id_token_type_pk" PRIMARY KEY("user_id","token_type")
);
--> statement-breakpoint
CREATE TABLE "pledging_configs" (
	"token_type" text PRIMARY KEY NOT NULL,
	"minimum_pledge_per_transaction" numeric(78, 0) NOT NULL,
	"maximum_pledge_per_transaction" numeric(78, 0) NOT NULL,
	"maximum_pledge_per_account" numeric(78, 0) NOT NULL,
	"activation_fee" numeric(78, 0) NOT NULL,
	"holding_period_hours" integer NOT NULL,
	"penalty_fee_bps" integer NOT NULL,
	"unpledge_fee_core" numeric(78, 0) NOT NULL,
	"unpledge_fee_nitro" numeric(78, 0) NOT NULL,
	"unpledge_fee_ubi" numeric(78, 0) NOT NULL,
	"mining_rate_per_minute" numeric(78, 0) NOT NULL,
	CONSTRAINT "pledging_configs_limits" CHECK ("pledging_configs"."minimum_pledge_per_transaction" > 0 AND "pledging_configs"."maximum_pledge_per_transaction" >= "pledging_configs"."minimum_pledge_per_transaction"),
	CONSTRAINT "pledging_configs_penalty" CHECK ("pledging_configs"."penalty_fee_bps" BETWEEN 0 AND 10000)
);
--> statement-breakpoint
ALTER TABLE "pledging_accounts" ADD CONSTRAINT "pledging_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;