ALTER TABLE "ledger_postings" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Lines posted before the column existed take their entry's time; the trigger that keeps history final steps
-- aside for this one copy (all in the migration's transaction).
ALTER TABLE "ledger_postings" DISABLE TRIGGER "ledger_postings_final";--> statement-breakpoint
UPDATE "ledger_postings" p SET "created_at" = e."created_at" FROM "ledger_entries" e WHERE e."id" = p."entry_id";--> statement-breakpoint
ALTER TABLE "ledger_postings" ENABLE TRIGGER "ledger_postings_final";--> statement-breakpoint
CREATE INDEX "ledger_postings_account_time_idx" ON "ledger_postings" USING btree ("account_id","created_at","id");
