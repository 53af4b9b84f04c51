-- The work of the statements every signed-in call sends, as functions: PostgreSQL keeps a function's
-- plans per connection, whoever the client. Behind a transaction pooler the store cannot keep named
-- statements, and the statements that call these are short to parse and plan.

-- Counts hits (one unless p_hits says) on a key in a fixed window (rate_limit_counters); answers the
-- count and how long until the window ends.
CREATE FUNCTION rate_limit_hit(p_key text, p_window_seconds float8, p_hits integer DEFAULT 1)
RETURNS TABLE (o_count integer, o_retry_after_ms bigint) LANGUAGE plpgsql AS $$
DECLARE
  v_window interval := make_interval(secs => p_window_seconds);
BEGIN
  RETURN QUERY
    INSERT INTO rate_limit_counters AS c (key, window_start, count) VALUES (p_key, now(), p_hits)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN c.window_start <= now() - v_window THEN p_hits ELSE c.count + p_hits END,
      window_start = CASE WHEN c.window_start <= now() - v_window THEN now() ELSE c.window_start END
    RETURNING c.count, greatest(0, extract(epoch FROM (c.window_start + v_window - now())) * 1000)::bigint;
END $$;
--> statement-breakpoint
-- The session of a token's hash with its user (the whole row, so it follows the table's columns) and
-- whether the user's wallet is blocked; no row for an unknown hash.
CREATE FUNCTION users_session(p_token_hash text)
RETURNS TABLE (
  o_user users, o_last_seen_at timestamptz, o_expires_at timestamptz, o_revoked_at timestamptz,
  o_blocked boolean
) LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN QUERY
    SELECT u, s.last_seen_at, s.expires_at, s.revoked_at,
      EXISTS (SELECT 1 FROM blocked_addresses b WHERE b.address = lower(u.public_address))
    FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.token_hash = p_token_hash;
END $$;
