-- A listed contract counts in the ranked figures only when its team proved it (a current proof) or an
-- editor added it. An editor's addition says who and why, and is audited; removing it is too.
CREATE TABLE "editor_added_contracts" (
  "app_slug" text NOT NULL,
  "chain_id" integer NOT NULL,
  "address" text NOT NULL,
  "operator" text NOT NULL,
  "reason" text NOT NULL,
  "added_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "editor_added_contracts_pk" PRIMARY KEY ("app_slug", "chain_id", "address"),
  CONSTRAINT "editor_added_contracts_address_lower" CHECK ("address" = lower("address"))
);
--> statement-breakpoint
-- Whether the watched contract counted when its rows were last classified. Rows indexed before this
-- column counted; true here lets the indexer's next round see which of them no longer do.
ALTER TABLE "rankings_contracts" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "rankings_transactions" DROP CONSTRAINT "rankings_transactions_not_counted";
--> statement-breakpoint
ALTER TABLE "rankings_transactions" ADD CONSTRAINT "rankings_transactions_not_counted"
  CHECK ("not_counted" IN ('reverted', 'internal', 'unproven'));
--> statement-breakpoint
ALTER TABLE "rankings_transfers" DROP CONSTRAINT "rankings_transfers_not_counted";
--> statement-breakpoint
ALTER TABLE "rankings_transfers" ADD CONSTRAINT "rankings_transfers_not_counted"
  CHECK ("not_counted" IN ('internal', 'unproven'));
