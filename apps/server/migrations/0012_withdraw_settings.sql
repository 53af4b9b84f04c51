CREATE TABLE "withdraw_settings" (
	"token" text PRIMARY KEY NOT NULL,
	"allow_withdrawal" boolean NOT NULL,
	"fee_core" numeric(78, 0) NOT NULL,
	"fee_nitro" numeric(78, 0) NOT NULL,
	"fee_ubi" numeric(78, 0) NOT NULL,
	"daily_limit" numeric(78, 0) NOT NULL,
	"user_daily_limit" numeric(78, 0) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_settings_token" CHECK ("withdraw_settings"."token" IN ('ACE', 'DAPPX')),
	CONSTRAINT "withdraw_settings_amounts" CHECK ("withdraw_settings"."fee_core" >= 0 AND "withdraw_settings"."fee_nitro" >= 0 AND "withdraw_settings"."fee_ubi" >= 0 AND "withdraw_settings"."daily_limit" >= 0 AND "withdraw_settings"."user_daily_limit" >= 0)
);
