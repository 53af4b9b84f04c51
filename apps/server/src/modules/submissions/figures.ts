import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** Submissions waiting for an editor's decision (the queue's default filter). */
export async function submissionsWaiting(db: DbExecutor) {
  const rows = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM dapp_submissions WHERE status = 'submitted'`,
  );
  return rows.rows[0]!.count;
}
