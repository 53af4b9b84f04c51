-- An app's transactions on one chain, newest first, without walking its rows on the other chains.
CREATE INDEX "rankings_transactions_app_chain_time_idx" ON "rankings_transactions" USING btree ("app_slug","chain_id","block_time");
--> statement-breakpoint
CREATE INDEX "rankings_transfers_app_chain_time_idx" ON "rankings_transfers" USING btree ("app_slug","chain_id","block_time");
