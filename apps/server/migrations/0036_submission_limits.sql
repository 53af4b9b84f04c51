-- A user's submissions of the last 24 hours are counted at each new one (the daily cap): by user, then time.
CREATE INDEX "dapp_submissions_user_submitted_idx" ON "dapp_submissions" USING btree ("user_id","submitted_at");
