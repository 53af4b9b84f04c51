CREATE TABLE "governance_configs" (
	"asset" text PRIMARY KEY NOT NULL,
	"min_pledge_per_tx" numeric(78, 0) NOT NULL,
	"max_pledge_per_tx" numeric(78, 0) NOT NULL,
	"max_pledge_per_user" numeric(78, 0) NOT NULL,
	"activation_fee" numeric(78, 0) NOT NULL,
	"penalty_duration_hours" integer NOT NULL,
	"pledge_fee_core_bps" integer NOT NULL,
	"pledge_fee_nitro_bps" integer NOT NULL,
	"pledge_fee_ubi_bps" integer NOT NULL,
	"unpledge_fee_core_bps" integer NOT NULL,
	"unpledge_fee_nitro_bps" integer NOT NULL,
	"unpledge_fee_ubi_bps" integer NOT NULL,
	"reward_asset" text NOT NULL,
	"reward_rate_per_minute" numeric(78, 0) NOT NULL,
	CONSTRAINT "governance_configs_limits" CHECK ("governance_configs"."min_pledge_per_tx" > 0 AND "governance_configs"."max_pledge_per_tx" >= "governance_configs"."min_pledge_per_tx"),
	CONSTRAINT "governance_configs_fees" CHECK ("governance_configs"."pledge_fee_core_bps" + "governance_configs"."pledge_fee_nitro_bps" + "governance_configs"."pledge_fee_ubi_bps" BETWEEN 0 AND 10000
        AND "governance_configs"."unpledge_fee_core_bps" + "governance_configs"."unpledge_fee_nitro_bps" + "governance_configs"."unpledge_fee_ubi_bps" BETWEEN 0 AND 10000)
);
