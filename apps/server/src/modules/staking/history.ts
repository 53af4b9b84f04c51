import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { UserBucket } from '../ledger';

export type StakeHistoryRow = { id: string; kind: string; createdAt: Date; amount: bigint };

/**
 * A user's ledger entries of the given kinds (stakes and unstakes), newest first, each with the amount it
 * moved in or out of the staked `bucket`; and how many there are in all.
 */
export async function stakeHistory(
  db: DbExecutor,
  userId: string,
  of: { kinds: string[]; bucket: UserBucket },
  offset: number,
  limit: number,
): Promise<{ total: number; rows: StakeHistoryRow[] }> {
  const [{ total } = { total: 0 }] = (
    await db.execute<{ total: number }>(sql`
      SELECT count(*)::int AS total FROM ledger_entries WHERE user_id = ${userId} AND kind = ANY(${sql.param(of.kinds)}::text[])`)
  ).rows;
  const rows = await db.execute<{ id: string; kind: string; created_at: string; amount: string }>(sql`
    SELECT e.id, e.kind, e.created_at, abs(p.amount)::text AS amount
    FROM ledger_entries e
    JOIN ledger_postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id AND a.bucket = ${of.bucket}
    WHERE e.user_id = ${userId} AND e.kind = ANY(${sql.param(of.kinds)}::text[])
    ORDER BY e.id DESC OFFSET ${offset} LIMIT ${limit}`);
  return {
    total,
    rows: rows.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      createdAt: new Date(row.created_at),
      amount: BigInt(row.amount),
    })),
  };
}
