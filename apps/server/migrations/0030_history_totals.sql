-- A token's deposits-and-withdrawals history reads its total from one row per user and asset instead of
-- counting the user's entries: each entry of those kinds adds one to every asset in which it has a line on
-- its user's own accounts (the entries the history lists).
CREATE TABLE "ledger_external_entry_counts" (
	"user_id" uuid NOT NULL,
	"asset" text NOT NULL,
	"entries" bigint NOT NULL,
	CONSTRAINT "ledger_external_entry_counts_user_id_asset_pk" PRIMARY KEY("user_id","asset")
);
--> statement-breakpoint
ALTER TABLE "ledger_external_entry_counts" ADD CONSTRAINT "ledger_external_entry_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;
--> statement-breakpoint
-- Deferred to the commit: the entry is inserted before its lines (ledger_post_entry), and at commit they
-- are all in, in the same transaction as the entry. Assets in a fixed order, as the account locks are.
CREATE FUNCTION ledger_count_external_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_external_entry_counts AS counted (user_id, asset, entries)
  SELECT NEW.user_id, a.asset, 1 FROM ledger_postings p
  JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = NEW.user_id
  WHERE p.entry_id = NEW.id
  GROUP BY a.asset ORDER BY a.asset
  ON CONFLICT (user_id, asset) DO UPDATE SET entries = counted.entries + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The kinds are the history's (externalEntryKinds); the WHEN is checked as the row goes in, so an entry of
-- any other kind (a transfer, a stake) queues nothing.
CREATE CONSTRAINT TRIGGER "ledger_entries_external_count" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind IN ('airdrop', 'deposit', 'withdraw') AND NEW.user_id IS NOT NULL)
  EXECUTE FUNCTION ledger_count_external_entry();
--> statement-breakpoint
-- After the trigger: creating it waited for every transaction writing entries and holds off new ones until
-- this migration commits, so the backfill counts each entry there is, once.
INSERT INTO ledger_external_entry_counts (user_id, asset, entries)
SELECT e.user_id, a.asset, count(DISTINCT e.id) FROM ledger_entries e
JOIN ledger_postings p ON p.entry_id = e.id
JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = e.user_id
WHERE e.kind IN ('airdrop', 'deposit', 'withdraw')
GROUP BY e.user_id, a.asset;
