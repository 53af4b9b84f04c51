import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { feeBuckets } from './fee-lines';

/**
 * What the fee accounts received per UTC day and asset from `from` on: the few fee accounts' postings,
 * read from their (account, time) index.
 */
export async function dailyFees(db: DbExecutor, from: Date) {
  const rows = await db.execute<{ day: string; asset: string; amount: string }>(sql`
    SELECT (p.created_at AT TIME ZONE 'UTC')::date::text AS day, p.asset, sum(p.amount)::text AS amount
    FROM ledger_accounts a JOIN ledger_postings p ON p.account_id = a.id
    WHERE a.user_id IS NULL AND a.bucket = ANY(${sql.param(feeBuckets)}::text[])
      AND p.created_at >= ${from.toISOString()}::timestamptz
    GROUP BY 1, 2 ORDER BY 1, 2`);
  return rows.rows;
}

/**
 * The books' conservation: for every asset, all postings ever made sum to zero (each entry's trigger
 * checks its own; this checks the whole). Reads every posting once: see the dashboard's cache.
 */
export async function conservationCheck(db: DbExecutor) {
  const rows = await db.execute<{ asset: string; sum: string }>(sql`
    SELECT asset, sum(amount)::text AS sum FROM ledger_postings GROUP BY asset HAVING sum(amount) <> 0
    ORDER BY asset`);
  return { ok: rows.rows.length === 0, imbalances: rows.rows };
}

/** Credits above the approval threshold that wait for a second operator. */
export async function creditsWaiting(db: DbExecutor) {
  const rows = await db.execute<{ count: number }>(
    sql`SELECT count(*)::int AS count FROM credits WHERE status = 'pending'`,
  );
  return rows.rows[0]!.count;
}
