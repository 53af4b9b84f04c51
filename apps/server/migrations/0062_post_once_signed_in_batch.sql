-- users_post_once_signed_in_v2 for several calls in one statement and one transaction: under load, a
-- replica sends the signed-in postings that wait for a connection together, so that they share one
-- statement's and one commit's cost. Each call is answered as that function answers it, in a row of its
-- own (o_call, from 1, in the order given). `p_calls` is a JSON array of objects whose fields are that
-- function's arguments by name: arrays as JSON arrays, amounts as strings, p_response as JSON.
--
-- The calls take their locks phase by phase, each phase in one order: the write limits' counters by key,
-- then the Idempotency-Keys by user and key, then every open account of every posting by id, before any
-- posting. A single call takes them in the same order, so no two statements wait for each other in a
-- circle. A later call sees what an earlier one did: two calls of one session count twice, a second
-- posting from an account sees the first one's balance, and a key sent twice is claimed the second time
-- only after the first call's posting (which may give the key back).
-- A call's owners (p_owners) with the signed-in placeholder, the zero id, replaced by the session's user.
CREATE FUNCTION users_call_owners(p_call jsonb, p_user_id uuid) RETURNS uuid[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT array_replace(ARRAY(SELECT jsonb_array_elements_text(p_call->'p_owners'))::uuid[],
    '00000000-0000-0000-0000-000000000000'::uuid, p_user_id)
$$;
--> statement-breakpoint
CREATE FUNCTION users_post_once_signed_in_batch(p_calls jsonb)
RETURNS TABLE (
  o_call integer, o_hit_count integer, o_retry_after_ms bigint, o_user_id uuid, o_last_seen_at timestamptz,
  o_expires_at timestamptz, o_revoked_at timestamptz, o_blocked boolean, o_open boolean, o_done text
) LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := jsonb_array_length(p_calls);
  v_hits integer[] := array_fill(NULL::integer, ARRAY[v_count]);
  v_retries bigint[] := array_fill(NULL::bigint, ARRAY[v_count]);
  v_users uuid[] := array_fill(NULL::uuid, ARRAY[v_count]);
  v_last_seen timestamptz[] := array_fill(NULL::timestamptz, ARRAY[v_count]);
  v_expires timestamptz[] := array_fill(NULL::timestamptz, ARRAY[v_count]);
  v_revoked timestamptz[] := array_fill(NULL::timestamptz, ARRAY[v_count]);
  v_blocked boolean[] := array_fill(NULL::boolean, ARRAY[v_count]);
  v_open boolean[] := array_fill(NULL::boolean, ARRAY[v_count]);
  v_done text[] := array_fill(NULL::text, ARRAY[v_count]);
  v_lines record;
  v_row record;
  v_call jsonb;
  v_i integer;
  v_previous text;
BEGIN
  FOR v_i IN SELECT t.ord FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS t(c, ord)
      ORDER BY t.c->>'p_hit_key' COLLATE "C", t.ord LOOP
    v_call := p_calls -> (v_i - 1);
    SELECT h.o_count, h.o_retry_after_ms INTO v_row
    FROM rate_limit_hit(v_call->>'p_hit_key', (v_call->>'p_window_seconds')::float8) h;
    v_hits[v_i] := v_row.o_count;
    v_retries[v_i] := v_row.o_retry_after_ms;
  END LOOP;

  FOR v_i IN 1 .. v_count LOOP
    v_call := p_calls -> (v_i - 1);
    SELECT * INTO v_row FROM users_session(v_call->>'p_token_hash');
    CONTINUE WHEN NOT FOUND;
    v_users[v_i] := (v_row.o_user).id;
    v_last_seen[v_i] := v_row.o_last_seen_at;
    v_expires[v_i] := v_row.o_expires_at;
    v_revoked[v_i] := v_row.o_revoked_at;
    v_blocked[v_i] := v_row.o_blocked;
    v_open[v_i] := v_row.o_revoked_at IS NULL AND v_row.o_expires_at > now()
      AND v_row.o_last_seen_at + make_interval(secs => (v_call->>'p_idle_seconds')::float8) > now();
    IF v_hits[v_i] <= (v_call->>'p_max')::integer AND v_open[v_i] AND NOT v_row.o_blocked THEN
      v_done[v_i] := 'to claim';
    END IF;
  END LOOP;

  FOR v_i IN SELECT t.ord FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS t(c, ord)
      WHERE v_done[t.ord::integer] = 'to claim'
      ORDER BY v_users[t.ord::integer], t.c->>'p_key' COLLATE "C", t.ord LOOP
    v_call := p_calls -> (v_i - 1);
    -- A key sent twice in the batch is claimed again only once the first call's posting is decided, as a
    -- duplicate alone waits for the first call's commit: the first may give the key back.
    IF v_call->>'p_key' IS NOT NULL AND v_users[v_i] || ' ' || (v_call->>'p_key') = v_previous THEN
      v_done[v_i] := 'claim later';
    ELSE
      v_done[v_i] := ledger_claim_key(v_users[v_i], v_call->>'p_key', v_call->>'p_request_hash', v_call->'p_response');
    END IF;
    v_previous := v_users[v_i] || ' ' || (v_call->>'p_key');
  END LOOP;

  SELECT array_agg(l.owner) AS owners, array_agg(l.asset) AS assets, array_agg(l.bucket) AS buckets INTO v_lines
  FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS t(c, ord),
    LATERAL unnest(users_call_owners(t.c, v_users[t.ord::integer]),
      ARRAY(SELECT jsonb_array_elements_text(t.c->'p_assets')),
      ARRAY(SELECT jsonb_array_elements_text(t.c->'p_buckets'))) AS l(owner, asset, bucket)
  WHERE v_done[t.ord::integer] IN ('claimed', 'claim later');
  PERFORM ledger_lock_open_accounts(v_lines.owners, v_lines.assets, v_lines.buckets);

  FOR v_i IN 1 .. v_count LOOP
    v_call := p_calls -> (v_i - 1);
    IF v_done[v_i] = 'claim later' THEN
      v_done[v_i] := ledger_claim_key(v_users[v_i], v_call->>'p_key', v_call->>'p_request_hash', v_call->'p_response');
    END IF;
    CONTINUE WHEN v_done[v_i] IS DISTINCT FROM 'claimed';
    v_done[v_i] := ledger_post_claimed(v_users[v_i], v_call->>'p_key', v_call->>'p_kind', v_call->>'p_memo',
      v_call->>'p_tx_hash', users_call_owners(v_call, v_users[v_i]),
      ARRAY(SELECT jsonb_array_elements_text(v_call->'p_assets')),
      ARRAY(SELECT jsonb_array_elements_text(v_call->'p_buckets')),
      ARRAY(SELECT jsonb_array_elements_text(v_call->'p_amounts'))::numeric[]);
  END LOOP;

  RETURN QUERY SELECT t.ord::integer, t.hit, t.retry, t.user_id, t.last_seen, t.expires, t.revoked, t.blocked,
    t.open, t.done
  FROM unnest(v_hits, v_retries, v_users, v_last_seen, v_expires, v_revoked, v_blocked, v_open, v_done)
    WITH ORDINALITY AS t(hit, retry, user_id, last_seen, expires, revoked, blocked, open, done, ord)
  ORDER BY t.ord;
END $$;
