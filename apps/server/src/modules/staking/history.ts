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
    SELECT entry_id AS id, kind, created_at, abs(amount)::text AS amount FROM ledger_user_postings
    WHERE entry_user_id = ${userId} AND user_id = ${userId} AND bucket = ${of.bucket}
      AND kind = ANY(${sql.param(of.kinds)}::text[])
    ORDER BY entry_id DESC OFFSET ${offset} LIMIT ${limit}`);
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
