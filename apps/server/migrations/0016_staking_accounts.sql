-- Governance keeps its ACE and EDAO activations in this table as well as DAPPX pledging: it belongs to the
-- staking core now. Renamed in place, so every activation, penalty window and accrual state stays as it is.
ALTER TABLE "pledging_accounts" RENAME TO "staking_accounts";--> statement-breakpoint
ALTER TABLE "staking_accounts" RENAME CONSTRAINT "pledging_accounts_user_id_token_type_pk" TO "staking_accounts_user_id_token_type_pk";--> statement-breakpoint
ALTER TABLE "staking_accounts" RENAME CONSTRAINT "pledging_accounts_user_id_users_id_fk" TO "staking_accounts_user_id_users_id_fk";
