import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

export type StatementBalance = { asset: string; bucket: string; balance: string };
export type StatementPosting = {
  id: string;
  kind: string;
  memo: string;
  tx_hash: string | null;
  created_at: string;
  asset: string;
  bucket: string;
  amount: string;
};

/** A user's balances and the postings on their own accounts of their last `entries` ledger entries. */
export async function statementOf(db: DbExecutor, userId: string, entries = 20) {
  const balances = await db.execute<StatementBalance>(sql`
    SELECT asset, bucket, balance FROM ledger_accounts WHERE user_id = ${userId} ORDER BY asset, bucket`);
  const postings = await db.execute<StatementPosting>(sql`
    SELECT e.id, e.kind, e.memo, e.tx_hash, e.created_at, p.asset, a.bucket, p.amount
    FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
    WHERE e.id IN (SELECT id FROM ledger_entries WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${entries})
      AND a.user_id = ${userId}
    ORDER BY e.id DESC, p.id`);
  return { balances: balances.rows, postings: postings.rows };
}
