-- The activity list reads a withdrawal's state by its request's ledger entry.
CREATE INDEX "withdrawals_request_entry_idx" ON "withdrawals" USING btree ("request_entry_id");
