import { formatAmount } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { pendingDeposits } from '../deposits';
import type { Asset, ExternalEntryKind } from '../ledger';

/**
 * Ledger entry kinds that bring a token into the store or take it out, as the history drawer names them.
 * The chain's deposits and withdrawals join this list when they exist; an airdrop is a deposit by the store.
 */
const externalKinds: Record<ExternalEntryKind, 'deposit' | 'withdraw'> = {
  airdrop: 'deposit',
  deposit: 'deposit',
  withdraw: 'withdraw',
};
// Literals, not a parameter: so the ledger's partial index of these kinds serves the query.
const externalKindsList = sql.raw(
  Object.keys(externalKinds)
    .map((kind) => `'${kind}'`)
    .join(', '),
);

/** The store's own transaction number for an entry with no chain transaction (short: the UI shows 10 characters). */
const storeReference = (entryId: string) => `DX-${entryId}`;

/** A chain deposit's or paid-out withdrawal's entry keeps its transaction's hash: that is its number. */
const referenceOf = (row: { id: string; tx_hash: string | null }) => row.tx_hash ?? storeReference(row.id);

export async function transactionsHistory(
  db: DbExecutor,
  userId: string,
  asset: Asset,
  page: { offset: number; limit: number },
) {
  // Deposits still waiting for confirmations come first (they are the newest); the ledger's entries page after them.
  const pending = await pendingDeposits(db, userId, [asset]);
  const shown = pending.slice(page.offset, page.offset + page.limit);
  const ledgerPage = {
    offset: Math.max(0, page.offset - pending.length),
    limit: page.limit - shown.length,
  };
  // Newest first from the user's entries of these kinds (a partial index), each summing only its own lines
  // in the asset, so a page reads its rows (and the offset's), not the user's whole history.
  const rows =
    ledgerPage.limit === 0
      ? { rows: [] }
      : await db.execute<{
          id: string;
          kind: string;
          tx_hash: string | null;
          created_at: Date;
          amount: string;
        }>(sql`
    SELECT e.id, e.kind, e.tx_hash, e.created_at, own.amount
    FROM ledger_entries e CROSS JOIN LATERAL (
      SELECT sum(amount) AS amount FROM ledger_user_postings
      WHERE entry_id = e.id AND user_id = ${userId} AND asset = ${asset}
    ) own
    WHERE e.user_id = ${userId} AND e.kind IN (${externalKindsList}) AND own.amount IS NOT NULL
    ORDER BY e.id DESC
    OFFSET ${ledgerPage.offset} LIMIT ${ledgerPage.limit}`);
  // Kept per user and asset by the ledger as each such entry commits (ledger.sql): one row, however
  // long the history, so the count never scans it.
  const [{ total } = { total: 0 }] = (
    await db.execute<{ total: number }>(sql`
    SELECT entries::int AS total FROM ledger_external_entry_counts WHERE user_id = ${userId} AND asset = ${asset}`)
  ).rows;
  return {
    total_rows: total + pending.length,
    txs: [
      ...shown.map((deposit) => ({
        type: 'deposit' as const,
        date: deposit.seenAt.toISOString(),
        amount: formatAmount(deposit.amount),
        tn: deposit.txHash,
        status: 'pending' as const,
      })),
      ...rows.rows.map((row) => {
        const amount = BigInt(row.amount);
        return {
          type: externalKinds[row.kind as ExternalEntryKind],
          date: new Date(row.created_at).toISOString(),
          amount: formatAmount(amount < 0n ? -amount : amount),
          tn: referenceOf(row),
          status: 'completed' as const,
        };
      }),
    ],
  };
}

/** The latest entries touching the user's accounts, with the user's own lines. */
export async function latestTransactions(db: DbExecutor, userId: string, limit = 50) {
  // Each entry's own lines are read by the entry (an aggregate per entry, so the planner keeps it a
  // lookup): driven by the user's accounts instead, it would read all their lines to keep 50 entries.
  const rows = await db.execute<{
    id: string;
    kind: string;
    memo: string;
    tx_hash: string | null;
    created_at: Date;
    postings: { token: string; bucket: string; amount: string }[] | null;
  }>(sql`
    WITH latest AS (
      SELECT id, kind, memo, tx_hash, created_at FROM ledger_entries
      WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit}
    )
    SELECT e.id, e.kind, e.memo, e.tx_hash, e.created_at, own.postings
    FROM latest e CROSS JOIN LATERAL (
      SELECT json_agg(json_build_object('token', asset, 'bucket', bucket, 'amount', amount::text)
        ORDER BY posting_id) AS postings
      FROM ledger_user_postings WHERE entry_id = e.id AND user_id = ${userId}
    ) own
    WHERE own.postings IS NOT NULL
    ORDER BY e.id DESC`);
  return rows.rows.map((row) => ({
    _id: row.id,
    kind: row.kind,
    // The answer's memo names a chain entry by its transaction, as it always has.
    memo: row.tx_hash ?? row.memo,
    date: new Date(row.created_at).toISOString(),
    postings: row.postings!.map((line) => ({ ...line, amount: formatAmount(BigInt(line.amount)) })),
  }));
}
