import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** Staking changes above their threshold that wait for a second operator. */
export async function settingChangesWaiting(db: DbExecutor) {
  const rows = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM staking_setting_changes WHERE status = 'pending'`,
  );
  return rows.rows[0]!.count;
}
