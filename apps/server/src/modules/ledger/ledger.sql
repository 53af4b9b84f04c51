-- The ledger's functions, triggers and views as they are now. Every statement can run again on a database
-- that has them (CREATE OR REPLACE; a trigger is dropped and created, since a constraint trigger cannot be
-- replaced), so a migration that changes the ledger is a copy of this whole file (scripts/ledger-migration.mjs).
-- The tables are drizzle's (schema.ts).

-- Checked after each statement that inserts postings: the postings it inserted sum to zero per entry and
-- asset, and each is in its account's asset. Postings are never edited or deleted (below), so an entry
-- that balanced before the statement balances after it: the new rows alone say whether it still does, and
-- no earlier posting is read. An entry's postings therefore come in one statement, as
-- ledger_try_post_entry inserts them. Once per statement, not per row: one run for all of an entry's lines.
CREATE OR REPLACE FUNCTION ledger_posting_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM inserted_postings GROUP BY entry_id, asset HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'a ledger entry does not balance' USING ERRCODE = '23514';
  END IF;
  IF EXISTS (
    SELECT 1 FROM inserted_postings i JOIN ledger_accounts a ON a.id = i.account_id WHERE a.asset <> i.asset
  ) THEN
    RAISE EXCEPTION 'a posting is not in its account''s asset' USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_postings_balanced" ON "ledger_postings";
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_balanced" AFTER INSERT ON "ledger_postings"
  REFERENCING NEW TABLE AS inserted_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_posting_check();
--> statement-breakpoint
-- History is never edited: corrections are reversing entries.
CREATE OR REPLACE FUNCTION ledger_history_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger history is never edited; post a reversing entry' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_postings_final" ON "ledger_postings";
--> statement-breakpoint
CREATE TRIGGER "ledger_postings_final" BEFORE UPDATE OR DELETE ON "ledger_postings"
  FOR EACH ROW EXECUTE FUNCTION ledger_history_is_final();
--> statement-breakpoint
DROP TRIGGER IF EXISTS "ledger_entries_final" ON "ledger_entries";
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_final" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_history_is_final();
--> statement-breakpoint
-- A token's deposits-and-withdrawals history reads its total from one row per user and asset
-- (ledger_external_entry_counts): each entry of those kinds adds one to every asset in which it has a line
-- on its user's own accounts. Deferred to the commit: the entry is inserted before its lines, and at commit
-- they are all in. Assets in a fixed order, as the account locks are.
CREATE OR REPLACE FUNCTION ledger_count_external_entry() RETURNS trigger LANGUAGE plpgsql AS $$
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
DROP TRIGGER IF EXISTS "ledger_entries_external_count" ON "ledger_entries";
--> statement-breakpoint
-- The kinds are the history's (externalEntryKinds); the WHEN is checked as the row goes in, so an entry of
-- any other kind (a transfer, a stake) queues nothing.
CREATE CONSTRAINT TRIGGER "ledger_entries_external_count" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.kind IN ('airdrop', 'deposit', 'withdraw') AND NEW.user_id IS NOT NULL)
  EXECUTE FUNCTION ledger_count_external_entry();
--> statement-breakpoint
-- The id of an account if it is open (NULL otherwise); an owner NULL names a system account.
CREATE OR REPLACE FUNCTION ledger_account_find(p_owner uuid, p_asset text, p_bucket text) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  v_id bigint;
BEGIN
  IF p_owner IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts WHERE user_id IS NULL AND asset = p_asset AND bucket = p_bucket;
  ELSE
    SELECT id INTO v_id FROM ledger_accounts WHERE user_id = p_owner AND asset = p_asset AND bucket = p_bucket;
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- The id of an account, opened on first use (a user's first deposit into a bucket, a new system bucket).
CREATE OR REPLACE FUNCTION ledger_account_id(p_owner uuid, p_asset text, p_bucket text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint := ledger_account_find(p_owner, p_asset, p_bucket);
BEGIN
  IF v_id IS NULL THEN
    IF p_owner IS NULL THEN
      INSERT INTO ledger_accounts (user_id, asset, bucket, is_system) VALUES (NULL, p_asset, p_bucket, true)
      ON CONFLICT (asset, bucket) WHERE user_id IS NULL DO NOTHING;
    ELSE
      INSERT INTO ledger_accounts (user_id, asset, bucket, is_system) VALUES (p_owner, p_asset, p_bucket, false)
      ON CONFLICT (user_id, asset, bucket) WHERE user_id IS NOT NULL DO NOTHING;
    END IF;
    v_id := ledger_account_find(p_owner, p_asset, p_bucket);
  END IF;
  RETURN v_id;
END $$;
--> statement-breakpoint
-- Posts one balanced journal entry in a single call, answering NULL instead of raising when a user account
-- would go below zero, so that a caller whose statement did other work too (a signed-in write's counted
-- hit) keeps it. Lines are parallel arrays; an owner NULL names a system account. The refusal leaves no
-- trace: the accounts already open are locked in id order (so crossing movements cannot deadlock) and
-- checked before an account is opened for a credit (a user account never opened holds nothing to debit);
-- accounts opened then are locked in turn. Checked under the locks, so no other posting can change the
-- answer before the update. The deferred triggers check at commit that every entry balances per asset.
CREATE OR REPLACE FUNCTION ledger_try_post_entry(
  p_kind text, p_user_id uuid, p_memo text, p_tx_hash text,
  p_owners uuid[], p_assets text[], p_buckets text[], p_amounts numeric[]
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_count int := coalesce(array_length(p_amounts, 1), 0);
  v_ids bigint[] := array_fill(NULL::bigint, ARRAY[v_count]);
  v_opened bigint[] := '{}';
  v_entry bigint;
BEGIN
  FOR i IN 1 .. v_count LOOP
    v_ids[i] := ledger_account_find(p_owners[i], p_assets[i], p_buckets[i]);
    IF v_ids[i] IS NULL AND p_amounts[i] < 0 AND p_owners[i] IS NOT NULL THEN
      RETURN NULL;
    END IF;
  END LOOP;

  PERFORM 1 FROM ledger_accounts WHERE id = ANY (v_ids) ORDER BY id FOR UPDATE;

  IF EXISTS (
    SELECT 1 FROM ledger_accounts a
    JOIN (SELECT t.id, sum(t.amount) AS delta FROM unnest(v_ids, p_amounts) AS t(id, amount) GROUP BY t.id) AS d
      ON d.id = a.id
    WHERE NOT a.is_system AND a.balance + d.delta < 0
  ) THEN
    RETURN NULL;
  END IF;

  FOR i IN 1 .. v_count LOOP
    CONTINUE WHEN v_ids[i] IS NOT NULL;
    v_ids[i] := ledger_account_id(p_owners[i], p_assets[i], p_buckets[i]);
    v_opened := v_opened || v_ids[i];
  END LOOP;
  IF v_opened <> '{}' THEN
    PERFORM 1 FROM ledger_accounts WHERE id = ANY (v_opened) ORDER BY id FOR UPDATE;
  END IF;

  UPDATE ledger_accounts SET balance = balance + d.delta
  FROM (SELECT t.id, sum(t.amount) AS delta FROM unnest(v_ids, p_amounts) AS t(id, amount) GROUP BY t.id) AS d
  WHERE ledger_accounts.id = d.id;

  INSERT INTO ledger_entries (kind, user_id, memo, tx_hash)
  VALUES (p_kind, p_user_id, p_memo, p_tx_hash) RETURNING id INTO v_entry;
  INSERT INTO ledger_postings (entry_id, account_id, asset, amount)
  SELECT v_entry, t.id, t.asset, t.amount FROM unnest(v_ids, p_assets, p_amounts) AS t(id, asset, amount);
  RETURN v_entry;
END $$;
--> statement-breakpoint
-- ledger_try_post_entry refusing an overdraft with the error the accounts' CHECK gives, so callers tell it
-- apart from other failures.
CREATE OR REPLACE FUNCTION ledger_post_entry(
  p_kind text, p_user_id uuid, p_memo text, p_tx_hash text,
  p_owners uuid[], p_assets text[], p_buckets text[], p_amounts numeric[]
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
BEGIN
  v_entry := ledger_try_post_entry(p_kind, p_user_id, p_memo, p_tx_hash, p_owners, p_assets, p_buckets, p_amounts);
  IF v_entry IS NULL THEN
    RAISE EXCEPTION 'a user account would go below zero' USING
      ERRCODE = '23514', TABLE = 'ledger_accounts', CONSTRAINT = 'ledger_accounts_user_not_negative';
  END IF;
  RETURN v_entry;
END $$;
--> statement-breakpoint
-- The idempotency rule, for every money call: a user's Idempotency-Key is claimed by the first request
-- that brings it, with `p_response` as its answer until the caller stores another. Answers 'claimed' (run
-- the work; also for no key), 'replay' (claimed before by the same request, hash `p_request_hash`: answer
-- what the key holds) or 'reused' (claimed by another request: refuse). A claim not yet committed makes
-- a duplicate wait for its transaction, so the duplicate sees its outcome.
CREATE OR REPLACE FUNCTION ledger_claim_key(
  p_user_id uuid, p_key text, p_request_hash text, p_response jsonb
) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NULL THEN
    RETURN 'claimed';
  END IF;
  INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
  VALUES (p_user_id, p_key, p_request_hash, 200, p_response) ON CONFLICT DO NOTHING;
  IF FOUND THEN
    RETURN 'claimed';
  END IF;
  IF EXISTS (
    SELECT 1 FROM idempotency_keys WHERE user_id = p_user_id AND key = p_key AND request_hash = p_request_hash
  ) THEN
    RETURN 'replay';
  END IF;
  RETURN 'reused';
END $$;
--> statement-breakpoint
-- Posts a user's entry whose Idempotency-Key (if any) this transaction has claimed (ledger_claim_key), and
-- gives the claim back if it would overdraw, so a retry runs again. Answers 'posted' or 'overdrawn'
-- (nothing posted).
CREATE OR REPLACE FUNCTION ledger_post_claimed(
  p_user_id uuid, p_key text, p_kind text, p_memo text, p_tx_hash text,
  p_owners uuid[], p_assets text[], p_buckets text[], p_amounts numeric[]
) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  IF ledger_try_post_entry(p_kind, p_user_id, p_memo, p_tx_hash, p_owners, p_assets, p_buckets, p_amounts) IS NULL THEN
    DELETE FROM idempotency_keys WHERE user_id = p_user_id AND key = p_key;
    RETURN 'overdrawn';
  END IF;
  RETURN 'posted';
END $$;
--> statement-breakpoint
-- A user's money call that is one entry, run once per Idempotency-Key (ledger_claim_key): posts the
-- entry (ledger_post_claimed). Answers 'posted', ledger_claim_key's 'replay' or 'reused' (nothing
-- posted), or 'overdrawn' (nothing posted). Nothing raises for an overdraft, so the statement calling it
-- keeps its other work.
CREATE OR REPLACE FUNCTION ledger_post_once(
  p_user_id uuid, p_key text, p_request_hash text, p_response jsonb,
  p_kind text, p_memo text, p_tx_hash text,
  p_owners uuid[], p_assets text[], p_buckets text[], p_amounts numeric[]
) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_claim text := ledger_claim_key(p_user_id, p_key, p_request_hash, p_response);
BEGIN
  IF v_claim <> 'claimed' THEN
    RETURN v_claim;
  END IF;
  RETURN ledger_post_claimed(p_user_id, p_key, p_kind, p_memo, p_tx_hash, p_owners, p_assets, p_buckets, p_amounts);
END $$;
--> statement-breakpoint
-- Locks, in id order, the open accounts of the given lines (parallel arrays; an owner NULL names a
-- system account): a statement posting several entries takes all their locks first, so that it waits
-- in the same order as every single posting does and two such statements cannot deadlock.
CREATE OR REPLACE FUNCTION ledger_lock_open_accounts(p_owners uuid[], p_assets text[], p_buckets text[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM ledger_accounts
  WHERE id = ANY (ARRAY(SELECT ledger_account_find(t.owner, t.asset, t.bucket)
    FROM unnest(p_owners, p_assets, p_buckets) AS t(owner, asset, bucket)))
  ORDER BY id FOR UPDATE;
END $$;
--> statement-breakpoint
-- Each line on a user's own account with its entry: what a user's history, stakes and statement read.
-- A plain view, so a query's conditions reach the tables' indexes (entries by user and id, postings by
-- entry, accounts by id).
CREATE OR REPLACE VIEW ledger_user_postings AS
  SELECT a.user_id, a.asset, a.bucket, p.id AS posting_id, p.amount, p.created_at AS posted_at,
    e.id AS entry_id, e.user_id AS entry_user_id, e.kind, e.memo, e.tx_hash, e.created_at
  FROM ledger_postings p
  JOIN ledger_accounts a ON a.id = p.account_id
  JOIN ledger_entries e ON e.id = p.entry_id
  WHERE a.user_id IS NOT NULL;
--> statement-breakpoint
-- A user's balance in each bucket they have opened, read by (user, asset, bucket) from its unique index.
CREATE OR REPLACE VIEW ledger_user_balances AS
  SELECT user_id, asset, bucket, balance FROM ledger_accounts WHERE user_id IS NOT NULL;
