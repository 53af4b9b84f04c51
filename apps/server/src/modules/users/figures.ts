import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/*
 * The console dashboard's user figures, per UTC day from `from` on. Both read an index by
 * time (users.created_at, sessions.last_seen_at), so they cost the window, not the table.
 */

export async function dailySignUps(db: DbExecutor, from: Date) {
  const rows = await db.execute<{ day: string; count: number }>(sql`
    SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, count(*)::int AS count
    FROM users WHERE created_at >= ${from.toISOString()}::timestamptz GROUP BY 1`);
  return new Map(rows.rows.map((row) => [row.day, row.count]));
}

/**
 * Users with a session in use on each day: opened on or before it and seen on or after it (a session
 * keeps only its first and last use, so a session used on days apart counts on the days between too).
 */
export async function dailyActiveUsers(db: DbExecutor, from: Date) {
  const rows = await db.execute<{ day: string; count: number }>(sql`
    WITH recent AS MATERIALIZED (
      SELECT user_id, created_at, last_seen_at FROM sessions
      WHERE last_seen_at >= ${from.toISOString()}::timestamptz
    )
    SELECT d.day::date::text AS day, count(DISTINCT r.user_id)::int AS count
    FROM generate_series(${from.toISOString()}::timestamptz, now(), interval '1 day') AS d(day)
    JOIN recent r ON r.created_at < d.day + interval '1 day' AND r.last_seen_at >= d.day
    GROUP BY 1`);
  return new Map(rows.rows.map((row) => [row.day, row.count]));
}
