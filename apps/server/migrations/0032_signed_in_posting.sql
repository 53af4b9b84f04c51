-- The id of an account if it is open (NULL otherwise).
CREATE FUNCTION ledger_account_find(p_owner uuid, p_asset text, p_bucket text) RETURNS bigint
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
-- ledger_post_entry's work, answering NULL instead of raising when a user account would go below zero,
-- so that a caller whose statement did other work too (a signed-in write's counted hit) keeps it. The
-- refusal leaves no trace: the accounts already open are locked in id order and checked before an account
-- is opened for a credit (a user account never opened holds nothing to debit); accounts opened then are
-- locked in turn. Checked under the locks, so no other posting can change the answer before the update.
CREATE FUNCTION ledger_try_post_entry(
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
-- As before, an overdraft is refused with the error the accounts' CHECK gives, so callers tell it apart.
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
-- A user's money call that is one entry, run once per Idempotency-Key (p_key NULL: no key): claims the key
-- with its final answer, posts, and gives the claim back if the entry would overdraw, so a retry runs
-- again. Answers 'posted', 'replay' (the key was claimed before; nothing posted) or 'short' (nothing
-- posted). Nothing raises for an overdraft, so the statement calling it keeps its other work.
CREATE FUNCTION ledger_post_once(
  p_user_id uuid, p_key text, p_request_hash text, p_response jsonb,
  p_kind text, p_memo text, p_tx_hash text,
  p_owners uuid[], p_assets text[], p_buckets text[], p_amounts numeric[]
) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, key, request_hash, status_code, response)
    VALUES (p_user_id, p_key, p_request_hash, 200, p_response) ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      RETURN 'replay';
    END IF;
  END IF;
  IF ledger_try_post_entry(p_kind, p_user_id, p_memo, p_tx_hash, p_owners, p_assets, p_buckets, p_amounts) IS NULL THEN
    DELETE FROM idempotency_keys WHERE user_id = p_user_id AND key = p_key;
    RETURN 'short';
  END IF;
  RETURN 'posted';
END $$;
