-- A signed-in user's money call that is one ledger entry, as one function: the statement that calls it is
-- short to parse and plan, and PostgreSQL keeps the plans of the work inside per connection, which a
-- transaction pooler leaves the store no other way to keep. Counts one hit on the session's write limit
-- (p_hit_key), reads the session of p_token_hash, and only if the hit is within p_max, the session open
-- (not revoked, not expired, not idle for p_idle_seconds) and its wallet not blocked, posts the entry with
-- ledger_post_once, which keeps the idempotency rule. The entry's lines name the signed-in user by the nil
-- UUID (signedInUser in idempotency.ts), which no user's id is; the session's user takes its place.
-- Answers one row: the hit, the session (NULLs when the hash is unknown), whether it was open, and
-- ledger_post_once's answer (NULL when nothing was tried), so the caller's refusals agree with the work.
CREATE OR REPLACE FUNCTION users_post_once_signed_in(
  p_token_hash text, p_hit_key text, p_window_seconds float8, p_max integer, p_idle_seconds float8,
  p_key text, p_request_hash text, p_response jsonb, p_kind text, p_memo text, p_tx_hash text,
  p_owners uuid[], p_assets text[], p_buckets text[], p_amounts numeric[]
) RETURNS TABLE (
  o_hit_count integer, o_retry_after_ms bigint, o_user users, o_last_seen_at timestamptz,
  o_expires_at timestamptz, o_revoked_at timestamptz, o_blocked boolean, o_open boolean, o_done text
) LANGUAGE plpgsql AS $$
DECLARE
  v_session record;
BEGIN
  SELECT h.o_count, h.o_retry_after_ms INTO o_hit_count, o_retry_after_ms
  FROM rate_limit_hit(p_hit_key, p_window_seconds) h;
  SELECT * INTO v_session FROM users_session(p_token_hash);
  IF FOUND THEN
    o_user := v_session.o_user;
    o_last_seen_at := v_session.o_last_seen_at;
    o_expires_at := v_session.o_expires_at;
    o_revoked_at := v_session.o_revoked_at;
    o_blocked := v_session.o_blocked;
    o_open := o_revoked_at IS NULL AND o_expires_at > now()
      AND o_last_seen_at + make_interval(secs => p_idle_seconds) > now();
    IF o_hit_count <= p_max AND o_open AND NOT o_blocked THEN
      o_done := ledger_post_once(p_user_id => (o_user).id, p_key => p_key, p_request_hash => p_request_hash,
        p_response => p_response, p_kind => p_kind, p_memo => p_memo, p_tx_hash => p_tx_hash,
        p_owners => array_replace(p_owners, '00000000-0000-0000-0000-000000000000'::uuid, (o_user).id),
        p_assets => p_assets, p_buckets => p_buckets, p_amounts => p_amounts);
    END IF;
  END IF;
  RETURN NEXT;
END $$;
