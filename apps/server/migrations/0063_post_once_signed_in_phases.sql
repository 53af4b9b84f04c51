-- Whether a session is open: not revoked, not expired, not idle for p_idle_seconds. One definition, so a
-- call is refused or posted alike whether it goes alone or in a batch. A single SELECT of one expression,
-- neither STRICT nor declared less volatile than now(): PostgreSQL inlines it where it is called, in the
-- PL/pgSQL functions' expressions too, so it costs what the expression written there would.
CREATE FUNCTION users_session_open(
  p_revoked_at timestamptz, p_expires_at timestamptz, p_last_seen_at timestamptz, p_idle_seconds float8
) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT p_revoked_at IS NULL AND p_expires_at > now()
    AND p_last_seen_at + make_interval(secs => p_idle_seconds) > now()
$$;
--> statement-breakpoint
-- users_post_once_signed_in answering the session's user by id alone: a money call needs no more of the
-- user, and a statement of nine plain columns costs PostgreSQL less to parse and plan on every call (a
-- transaction pooler lets the store keep no prepared statement) and the API less to read. The statement
-- calls it with positional arguments, which the function's own types resolve. Whether the session is
-- open is users_session_open's, as it is for each call of a batch.
CREATE OR REPLACE FUNCTION users_post_once_signed_in_v2(
  p_token_hash text, p_hit_key text, p_window_seconds float8, p_max integer, p_idle_seconds float8,
  p_key text, p_request_hash text, p_response jsonb, p_kind text, p_memo text, p_tx_hash text,
  p_owners uuid[], p_assets text[], p_buckets text[], p_amounts numeric[]
) RETURNS TABLE (
  o_hit_count integer, o_retry_after_ms bigint, o_user_id uuid, o_last_seen_at timestamptz,
  o_expires_at timestamptz, o_revoked_at timestamptz, o_blocked boolean, o_open boolean, o_done text
) LANGUAGE plpgsql AS $$
DECLARE
  v_session record;
BEGIN
  SELECT h.o_count, h.o_retry_after_ms INTO o_hit_count, o_retry_after_ms
  FROM rate_limit_hit(p_hit_key, p_window_seconds) h;
  SELECT * INTO v_session FROM users_session(p_token_hash);
  IF FOUND THEN
    o_user_id := (v_session.o_user).id;
    o_last_seen_at := v_session.o_last_seen_at;
    o_expires_at := v_session.o_expires_at;
    o_revoked_at := v_session.o_revoked_at;
    o_blocked := v_session.o_blocked;
    o_open := users_session_open(o_revoked_at, o_expires_at, o_last_seen_at, p_idle_seconds);
    IF o_hit_count <= p_max AND o_open AND NOT o_blocked THEN
      o_done := ledger_post_once(p_user_id => o_user_id, p_key => p_key, p_request_hash => p_request_hash,
        p_response => p_response, p_kind => p_kind, p_memo => p_memo, p_tx_hash => p_tx_hash,
        p_owners => array_replace(p_owners, '00000000-0000-0000-0000-000000000000'::uuid, o_user_id),
        p_assets => p_assets, p_buckets => p_buckets, p_amounts => p_amounts);
    END IF;
  END IF;
  RETURN NEXT;
END $$;
--> statement-breakpoint
-- ledger_claim_key for a call of a batch (users_post_once_signed_in_batch) by the session's user. The
-- call's p_response is taken as an object embedded in the call or as a string holding its JSON text: ->>
-- gives the JSON text of either. The store sends the string, which it holds already and so need not
-- parse; replicas of the earlier release, still running while the others restart, embed the object.
CREATE FUNCTION users_call_claim_key(p_call jsonb, p_user_id uuid) RETURNS text
LANGUAGE sql AS $$
  SELECT ledger_claim_key(p_user_id, p_call->>'p_key', p_call->>'p_request_hash', (p_call->>'p_response')::jsonb)
$$;
--> statement-breakpoint
-- The batch's first phase: one hit on each call's write limit, the counters taken in the order of their
-- keys (then of the calls), as users_post_once_signed_in_batch says. Answers each call's count and wait,
-- by the call's place in the batch.
CREATE FUNCTION users_batch_count_hits(p_calls jsonb, OUT o_hits integer[], OUT o_retries bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_row record;
  v_call jsonb;
  v_i integer;
BEGIN
  o_hits := array_fill(NULL::integer, ARRAY[jsonb_array_length(p_calls)]);
  o_retries := array_fill(NULL::bigint, ARRAY[jsonb_array_length(p_calls)]);
  FOR v_i IN SELECT t.ord FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS t(c, ord)
      ORDER BY t.c->>'p_hit_key' COLLATE "C", t.ord LOOP
    v_call := p_calls -> (v_i - 1);
    SELECT h.o_count, h.o_retry_after_ms INTO v_row
    FROM rate_limit_hit(v_call->>'p_hit_key', (v_call->>'p_window_seconds')::float8) h;
    o_hits[v_i] := v_row.o_count;
    o_retries[v_i] := v_row.o_retry_after_ms;
  END LOOP;
END $$;
--> statement-breakpoint
-- The batch's second phase: each call's session, in the calls' order, and whether the call may post, by
-- the same conditions as a call alone (users_post_once_signed_in_v2): o_done is 'to claim' for a call
-- within its limit (p_hits) whose session is open and whose wallet is not blocked, NULL otherwise.
CREATE FUNCTION users_batch_sessions(
  p_calls jsonb, p_hits integer[], OUT o_users uuid[], OUT o_last_seen timestamptz[],
  OUT o_expires timestamptz[], OUT o_revoked timestamptz[], OUT o_blocked boolean[], OUT o_open boolean[],
  OUT o_done text[]
) LANGUAGE plpgsql AS $$
DECLARE
  v_count integer := jsonb_array_length(p_calls);
  v_row record;
  v_call jsonb;
BEGIN
  o_users := array_fill(NULL::uuid, ARRAY[v_count]);
  o_last_seen := array_fill(NULL::timestamptz, ARRAY[v_count]);
  o_expires := array_fill(NULL::timestamptz, ARRAY[v_count]);
  o_revoked := array_fill(NULL::timestamptz, ARRAY[v_count]);
  o_blocked := array_fill(NULL::boolean, ARRAY[v_count]);
  o_open := array_fill(NULL::boolean, ARRAY[v_count]);
  o_done := array_fill(NULL::text, ARRAY[v_count]);
  FOR v_i IN 1 .. v_count LOOP
    v_call := p_calls -> (v_i - 1);
    SELECT * INTO v_row FROM users_session(v_call->>'p_token_hash');
    CONTINUE WHEN NOT FOUND;
    o_users[v_i] := (v_row.o_user).id;
    o_last_seen[v_i] := v_row.o_last_seen_at;
    o_expires[v_i] := v_row.o_expires_at;
    o_revoked[v_i] := v_row.o_revoked_at;
    o_blocked[v_i] := v_row.o_blocked;
    o_open[v_i] := users_session_open(v_row.o_revoked_at, v_row.o_expires_at, v_row.o_last_seen_at,
      (v_call->>'p_idle_seconds')::float8);
    IF p_hits[v_i] <= (v_call->>'p_max')::integer AND o_open[v_i] AND NOT v_row.o_blocked THEN
      o_done[v_i] := 'to claim';
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
-- The batch's third phase: the Idempotency-Keys of the calls 'to claim' (p_done) claimed in the order of
-- their users and keys (then of the calls). Answers p_done with ledger_claim_key's verdict in their place.
CREATE FUNCTION users_batch_claim_keys(p_calls jsonb, p_users uuid[], INOUT p_done text[])
LANGUAGE plpgsql AS $$
DECLARE
  v_call jsonb;
  v_i integer;
  v_previous text;
BEGIN
  FOR v_i IN SELECT t.ord FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS t(c, ord)
      WHERE p_done[t.ord::integer] = 'to claim'
      ORDER BY p_users[t.ord::integer], t.c->>'p_key' COLLATE "C", t.ord LOOP
    v_call := p_calls -> (v_i - 1);
    -- A key sent twice in the batch is claimed again only once the first call's posting is decided, as a
    -- duplicate alone waits for the first call's commit: the first may give the key back.
    IF v_call->>'p_key' IS NOT NULL AND p_users[v_i] || ' ' || (v_call->>'p_key') = v_previous THEN
      p_done[v_i] := 'claim later';
    ELSE
      p_done[v_i] := users_call_claim_key(v_call, p_users[v_i]);
    END IF;
    v_previous := p_users[v_i] || ' ' || (v_call->>'p_key');
  END LOOP;
END $$;
--> statement-breakpoint
-- The batch's fourth phase: every open account of every call that is to post ('claimed' now or 'claim
-- later'), locked at once in id order, before any posting locks its own.
CREATE FUNCTION users_batch_lock_accounts(p_calls jsonb, p_users uuid[], p_done text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_lock_open_accounts(array_agg(l.owner), array_agg(l.asset), array_agg(l.bucket))
  FROM jsonb_array_elements(p_calls) WITH ORDINALITY AS t(c, ord),
    LATERAL unnest(users_call_owners(t.c, p_users[t.ord::integer]),
      ARRAY(SELECT jsonb_array_elements_text(t.c->'p_assets')),
      ARRAY(SELECT jsonb_array_elements_text(t.c->'p_buckets'))) AS l(owner, asset, bucket)
  WHERE p_done[t.ord::integer] IN ('claimed', 'claim later');
END $$;
--> statement-breakpoint
-- The batch's last phase: each call's posting, in the calls' order, a key the third phase left to claim
-- later claimed first. Answers p_done with each call's answer in its place.
CREATE FUNCTION users_batch_post(p_calls jsonb, p_users uuid[], INOUT p_done text[])
LANGUAGE plpgsql AS $$
DECLARE
  v_call jsonb;
BEGIN
  FOR v_i IN 1 .. jsonb_array_length(p_calls) LOOP
    v_call := p_calls -> (v_i - 1);
    IF p_done[v_i] = 'claim later' THEN
      p_done[v_i] := users_call_claim_key(v_call, p_users[v_i]);
    END IF;
    CONTINUE WHEN p_done[v_i] IS DISTINCT FROM 'claimed';
    p_done[v_i] := ledger_post_claimed(p_users[v_i], v_call->>'p_key', v_call->>'p_kind', v_call->>'p_memo',
      v_call->>'p_tx_hash', users_call_owners(v_call, p_users[v_i]),
      ARRAY(SELECT jsonb_array_elements_text(v_call->'p_assets')),
      ARRAY(SELECT jsonb_array_elements_text(v_call->'p_buckets')),
      ARRAY(SELECT jsonb_array_elements_text(v_call->'p_amounts'))::numeric[]);
  END LOOP;
END $$;
--> statement-breakpoint
-- users_post_once_signed_in_v2 for several calls in one statement and one transaction: under load, a
-- replica sends the signed-in postings that wait for a connection together, so that they share one
-- statement's and one commit's cost. Each call is answered as that function answers it, in a row of its
-- own (o_call, from 1, in the order given). `p_calls` is a JSON array of objects whose fields are that
-- function's arguments by name: arrays as JSON arrays, amounts as strings, p_response as JSON or as a
-- string holding it (users_call_claim_key).
--
-- The calls take their locks phase by phase, each phase in one order: the write limits' counters by key,
-- then the Idempotency-Keys by user and key, then every open account of every posting by id, before any
-- posting. A single call takes them in the same order, so no two statements wait for each other in a
-- circle; the phases must therefore run in this order. A later call sees what an earlier one did:
-- two calls of one session count twice, a second posting from an account sees the first one's balance,
-- and a key sent twice is claimed the second time only after the first call's posting (which may give
-- the key back). Each phase is a function of its own, called as an expression, which PL/pgSQL evaluates
-- without starting a query's executor: the phases cost the batch no more than one function does.
CREATE OR REPLACE FUNCTION users_post_once_signed_in_batch(p_calls jsonb)
RETURNS TABLE (
  o_call integer, o_hit_count integer, o_retry_after_ms bigint, o_user_id uuid, o_last_seen_at timestamptz,
  o_expires_at timestamptz, o_revoked_at timestamptz, o_blocked boolean, o_open boolean, o_done text
) LANGUAGE plpgsql AS $$
DECLARE
  v_hits record;
  v_sessions record;
  v_done text[];
BEGIN
  v_hits := users_batch_count_hits(p_calls);
  v_sessions := users_batch_sessions(p_calls, v_hits.o_hits);
  v_done := users_batch_claim_keys(p_calls, v_sessions.o_users, v_sessions.o_done);
  PERFORM users_batch_lock_accounts(p_calls, v_sessions.o_users, v_done);
  v_done := users_batch_post(p_calls, v_sessions.o_users, v_done);

  RETURN QUERY SELECT t.ord::integer, t.hit, t.retry, t.user_id, t.last_seen, t.expires, t.revoked, t.blocked,
    t.open, t.done
  FROM unnest(v_hits.o_hits, v_hits.o_retries, v_sessions.o_users, v_sessions.o_last_seen, v_sessions.o_expires,
    v_sessions.o_revoked, v_sessions.o_blocked, v_sessions.o_open, v_done)
    WITH ORDINALITY AS t(hit, retry, user_id, last_seen, expires, revoked, blocked, open, done, ord)
  ORDER BY t.ord;
END $$;
