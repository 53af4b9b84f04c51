import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** Shown reviews with reports support has not decided yet: the rows of the console's open queue. */
export async function reportsOpen(db: DbExecutor) {
  const rows = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM reviews r
    WHERE r.hidden_at IS NULL
      AND EXISTS (SELECT 1 FROM review_reports q WHERE q.review_id = r.id AND q.status = 'open')`);
  return rows.rows[0]!.count;
}
