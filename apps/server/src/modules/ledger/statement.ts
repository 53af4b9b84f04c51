import type { StatementEntry } from '@dappx/shared';
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

/** Which of the user's entries: the newest `entries`, below the entry id `before` when given. */
export type StatementPage = { entries?: number; before?: string };

/**
 * A user's balances and the postings on their own accounts of their newest ledger entries (the admin
 * CLI's `statement` and the console's): entries are read by (user, id) from their index, so a page
 * costs the same however long the history.
 */
export async function statementOf(db: DbExecutor, userId: string, page: StatementPage = {}) {
  const { entries = 20, before } = page;
  const balances = await db.execute<StatementBalance>(sql`
    SELECT asset, bucket, balance FROM ledger_user_balances WHERE user_id = ${userId} ORDER BY asset, bucket`);
  const below = before ? sql`AND id < ${before}::bigint` : sql``;
  const postings = await db.execute<StatementPosting>(sql`
    SELECT entry_id AS id, kind, memo, tx_hash, created_at, asset, bucket, amount FROM ledger_user_postings
    WHERE entry_id IN (SELECT id FROM ledger_entries WHERE user_id = ${userId} ${below} ORDER BY id DESC LIMIT ${entries})
      AND user_id = ${userId}
    ORDER BY entry_id DESC, posting_id`);
  return { balances: balances.rows, postings: postings.rows };
}

/** The statement's postings as entries with their lines, newest first. */
function entriesOf(postings: StatementPosting[]): StatementEntry[] {
  const byId = new Map<string, StatementEntry>();
  for (const row of postings) {
    let entry = byId.get(row.id);
    if (!entry) {
      entry = {
        id: row.id,
        kind: row.kind,
        memo: row.memo,
        tx_hash: row.tx_hash,
        created_at: new Date(row.created_at).toISOString(),
        lines: [],
      };
      byId.set(row.id, entry);
    }
    entry.lines.push({ asset: row.asset, bucket: row.bucket, amount: row.amount });
  }
  return [...byId.values()];
}

/** A page of the console's statement: one entry more is read to know whether another page follows. */
export async function statementPage(
  db: DbExecutor,
  userId: string,
  page: { limit: number; before?: string },
) {
  const { balances, postings } = await statementOf(db, userId, {
    entries: page.limit + 1,
    before: page.before,
  });
  const entries = entriesOf(postings);
  const shown = entries.slice(0, page.limit);
  return {
    balances: balances.map((row) => ({ asset: row.asset, bucket: row.bucket, balance: String(row.balance) })),
    entries: shown,
    next: entries.length > page.limit ? shown.at(-1)!.id : null,
  };
}
