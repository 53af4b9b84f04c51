import type { DashboardFlow } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** Withdrawals asked for per UTC day and token, from `from` on, whatever became of them (index on created_at). */
export async function dailyWithdrawals(db: DbExecutor, from: Date): Promise<DashboardFlow[]> {
  const rows = await db.execute<DashboardFlow>(sql`
    SELECT (created_at AT TIME ZONE 'UTC')::date::text AS day, token, count(*)::int AS count,
      sum(amount)::text AS amount
    FROM withdrawals WHERE created_at >= ${from.toISOString()}::timestamptz
    GROUP BY 1, 2 ORDER BY 1, 2`);
  return rows.rows;
}

/** Withdrawals signed and not paid out yet, and those of them whose voucher's deadline has passed. */
export async function withdrawalsWaiting(db: DbExecutor) {
  const rows = await db.execute<{ waiting: number; overdue: number }>(sql`
    SELECT count(*)::int AS waiting, (count(*) FILTER (WHERE deadline <= now()))::int AS overdue
    FROM withdrawals WHERE status = 'pending'`);
  return rows.rows[0]!;
}
