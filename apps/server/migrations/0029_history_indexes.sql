-- A token's deposits and withdrawals page from the user's entries of those kinds, newest first, and are
-- counted from the account's (account, entry) index alone; the account-only index is that one's prefix.
CREATE INDEX "ledger_entries_user_external_idx" ON "ledger_entries" USING btree ("user_id","id") WHERE "ledger_entries"."kind" IN ('airdrop', 'deposit', 'withdraw');--> statement-breakpoint
CREATE INDEX "ledger_postings_account_entry_idx" ON "ledger_postings" USING btree ("account_id","entry_id");--> statement-breakpoint
DROP INDEX "ledger_postings_account_idx";
