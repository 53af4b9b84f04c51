-- Posts one balanced journal entry in a single call (one round trip from the API): opens the accounts a
-- line names for the first time, locks every touched account in id order (so crossing movements cannot
-- deadlock), changes their balances (the accounts' CHECK refuses a user balance below zero), and writes
-- the entry with its postings. Lines are parallel arrays; an owner NULL names a system account.
-- The deferred triggers of 0006 still check at commit that every entry balances per asset.
CREATE FUNCTION ledger_post_entry(
  p_kind text, p_user_id uuid, p_memo text, p_tx_hash text,
  p_owners uuid[], p_assets text[], p_buckets text[], p_amounts numeric[]
) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  v_ids bigint[] := '{}';
  v_id bigint;
  v_entry bigint;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_amounts, 1), 0) LOOP
    v_id := ledger_account_id(p_owners[i], p_assets[i], p_buckets[i]);
    v_ids := v_ids || v_id;
  END LOOP;

  PERFORM 1 FROM ledger_accounts WHERE id = ANY (v_ids) ORDER BY id FOR UPDATE;

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
-- The id of an account, opened on first use (a user's first deposit into a bucket, a new system bucket).
CREATE FUNCTION ledger_account_id(p_owner uuid, p_asset text, p_bucket text) RETURNS bigint
LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
BEGIN
  IF p_owner IS NULL THEN
    SELECT id INTO v_id FROM ledger_accounts WHERE user_id IS NULL AND asset = p_asset AND bucket = p_bucket;
    IF v_id IS NULL THEN
      INSERT INTO ledger_accounts (user_id, asset, bucket, is_system) VALUES (NULL, p_asset, p_bucket, true)
      ON CONFLICT (asset, bucket) WHERE user_id IS NULL DO NOTHING;
      SELECT id INTO v_id FROM ledger_accounts WHERE user_id IS NULL AND asset = p_asset AND bucket = p_bucket;
    END IF;
  ELSE
    SELECT id INTO v_id FROM ledger_accounts WHERE user_id = p_owner AND asset = p_asset AND bucket = p_bucket;
    IF v_id IS NULL THEN
      INSERT INTO ledger_accounts (user_id, asset, bucket, is_system) VALUES (p_owner, p_asset, p_bucket, false)
      ON CONFLICT (user_id, asset, bucket) WHERE user_id IS NOT NULL DO NOTHING;
      SELECT id INTO v_id FROM ledger_accounts WHERE user_id = p_owner AND asset = p_asset AND bucket = p_bucket;
    END IF;
  END IF;
  RETURN v_id;
END $$;
