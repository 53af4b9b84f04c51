-- The console dashboard reads its 14 days by time: sign-ups, sessions in use, deposits credited, withdrawals asked for.
CREATE INDEX "sessions_last_seen_at_idx" ON "sessions" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_created_at_idx" ON "withdrawals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chain_deposits_credited_at_idx" ON "chain_deposits" USING btree ("credited_at");
