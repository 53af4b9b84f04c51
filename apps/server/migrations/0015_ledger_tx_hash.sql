ALTER TABLE "ledger_entries" ADD COLUMN "tx_hash" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_tx_hash_format" CHECK ("ledger_entries"."tx_hash" ~* '^0x[0-9a-f]{64}$');--> statement-breakpoint
-- Chain deposits and paid-out withdrawals kept their transaction's hash as their memo: it moves to its own
-- column. The one edit history ever gets, so the trigger that keeps it final steps aside for it (all in the
-- migration's transaction).
ALTER TABLE "ledger_entries" DISABLE TRIGGER "ledger_entries_final";--> statement-breakpoint
UPDATE "ledger_entries" SET "tx_hash" = "memo", "memo" = '' WHERE "kind" IN ('deposit', 'withdraw') AND "memo" ~* '^0x[0-9a-f]{64}$';--> statement-breakpoint
ALTER TABLE "ledger_entries" ENABLE TRIGGER "ledger_entries_final";
