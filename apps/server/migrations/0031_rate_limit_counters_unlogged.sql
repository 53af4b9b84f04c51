-- The shared rate-limit counters are counts within a window of minutes, not records: losing them in a
-- crash only restarts the windows. Unlogged, a count writes no WAL, and a transaction that writes only
-- counters (a signed-in write's session look-up with its count) commits without waiting for a WAL flush;
-- every replica still shares them, all API processes use the one primary.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
