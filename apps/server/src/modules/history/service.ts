import { formatAmount } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { pendingDeposits } from '../deposits';
import type { Asset } from '../ledger';

/**
 * Ledger entry kinds that bring a token into the store or take it out, as the history drawer names them.
 * The chain's deposits and withdrawals join this list when they exist; an airdrop is a deposit by the store.
 */
const externalKinds: Record<string, 'deposit' | 'withdraw'> = {
  airdrop: 'deposit',
  deposit: 'deposit',
  withdraw: 'withdraw',
};

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
  const pending = await pendingDeposits(db, userId, asset);
  const shown = pending.slice(page.offset, page.offset + page.limit);
  const ledgerPage = {
    offset: Math.max(0, page.offset - pending.length),
    limit: page.limit - shown.length,
  };
  // The user's entries of these kinds with their lines in the asset: paged, and counted for total_rows.
  const matching = sql`
    FROM ledger_entries e
    JOIN ledger_postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = ${userId} AND a.asset = ${asset}
    WHERE e.user_id = ${userId} AND e.kind = ANY(${sql.param(Object.keys(externalKinds))}::text[])`;
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
    SELECT e.id, e.kind, e.tx_hash, e.created_at, sum(p.amount) AS amount ${matching}
    GROUP BY e.id
    ORDER BY e.id DESC
    OFFSET ${ledgerPage.offset} LIMIT ${ledgerPage.limit}`);
  const [{ total } = { total: 0 }] = (
    await db.execute<{ total: number }>(sql`SELECT count(DISTINCT e.id)::int AS total ${matching}`)
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
          type: externalKinds[row.kind]!,
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
  const rows = await db.execute<{
    id: string;
    kind: string;
    memo: string;
    tx_hash: string | null;
    created_at: Date;
    asset: string;
    bucket: string;
    amount: string;
  }>(sql`
    WITH latest AS (SELECT id FROM ledger_entries WHERE user_id = ${userId} ORDER BY id DESC LIMIT ${limit})
    SELECT e.id, e.kind, e.memo, e.tx_hash, e.created_at, p.asset, a.bucket, p.amount
    FROM latest JOIN ledger_entries e ON e.id = latest.id
    JOIN ledger_postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id AND a.user_id = ${userId}
    ORDER BY e.id DESC, p.id`);
  const byEntry = new Map<
    string,
    {
      _id: string;
      kind: string;
      memo: string;
      date: string;
      postings: { token: string; bucket: string; amount: string }[];
    }
  >();
  for (const row of rows.rows) {
    let entry = byEntry.get(row.id);
    if (!entry) {
      entry = {
        _id: row.id,
        kind: row.kind,
        // The answer's memo names a chain entry by its transaction, as it always has.
        memo: row.tx_hash ?? row.memo,
        date: new Date(row.created_at).toISOString(),
        postings: [],
      };
      byEntry.set(row.id, entry);
    }
    entry.postings.push({ token: row.asset, bucket: row.bucket, amount: formatAmount(BigInt(row.amount)) });
  }
  return [...byEntry.values()];
}
