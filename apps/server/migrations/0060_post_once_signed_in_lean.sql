-- users_post_once_signed_in answering the session's user by id alone: a money call needs no more of the
-- user, and a statement of nine plain columns costs PostgreSQL less to parse and plan on every call (a
-- transaction pooler lets the store keep no prepared statement) and the API less to read. The statement
-- calls it with positional arguments, which the function's own types resolve. Otherwise as before.
-- A new name, beside the old function: replicas of the earlier release, still running while the others
-- restart, keep calling the old one until they are replaced.
CREATE FUNCTION users_post_once_signed_in_v2(
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
    o_open := o_revoked_at IS NULL AND o_expires_at > now()
      AND o_last_seen_at + make_interval(secs => p_idle_seconds) > now();
    IF o_hit_count <= p_max AND o_open AND NOT o_blocked THEN
      o_done := ledger_post_once(p_user_id => o_user_id, p_key => p_key, p_request_hash => p_request_hash,
        p_response => p_response, p_kind => p_kind, p_memo => p_memo, p_tx_hash => p_tx_hash,
        p_owners => array_replace(p_owners, '00000000-0000-0000-0000-000000000000'::uuid, o_user_id),
        p_assets => p_assets, p_buckets => p_buckets, p_amounts => p_amounts);
    END IF;
  END IF;
  RETURN NEXT;
END $$;
