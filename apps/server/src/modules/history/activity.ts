import { assets, type ActivityItem, type ActivityKind, type ActivityToken } from '@dappx/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { pendingDeposits } from '../deposits';
import { ledgerRows, nftRows, type Window } from './activity-rows';

export type ActivityPage = {
  token?: ActivityToken;
  kind?: ActivityKind;
  limit: number;
  cursor?: string;
};

type Row = {
  at_us: string;
  id: string;
  created_at: Date;
  asset: string;
  kind: string;
  direction: ActivityItem['direction'];
  amount: string;
  from_bucket: string | null;
  to_bucket: string | null;
  fees: { token: string; amount: string }[];
  state: string | null;
  tx_hash: string | null;
  count: number;
};

/** `time.id` of a row: its time in microseconds since 1970 and its id. */
const cursorOf = (row: Row) => `${row.at_us}.${row.id}`;

function afterCursor(cursor: string | undefined): SQL {
  if (!cursor) return sql``;
  const [micros, id] = cursor.split('.') as [string, string];
  return sql`AND (created_at, id COLLATE "C") <
    (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id} COLLATE "C")`;
}

type Edge = { window_lines: string; edge_at_us: string | null };

/**
 * Whether the window held the page: it read every line the user has, or the page's last row is newer
 * than the window's oldest line (so no entry left out could rank above it).
 */
function windowHeld(rows: Row[], edge: Edge, size: number, limit: number): boolean {
  if (Number(edge.window_lines) < size) return true;
  const last = rows[limit];
  return last !== undefined && BigInt(last.at_us) > BigInt(edge.edge_at_us!);
}

async function movementsPage(db: DbExecutor, userId: string, page: ActivityPage, window: Window) {
  const ledger = page.token !== 'IMX';
  const nft = page.token === undefined || page.token === 'IMX';
  const sources = [
    ...(ledger ? [sql`SELECT * FROM ledger_rows`] : []),
    ...(nft ? [sql`SELECT * FROM nft_rows`] : []),
  ];
  const ordered = sql`
    SELECT (extract(epoch FROM created_at) * 1000000)::bigint::text AS at_us, * FROM (
      ${sql.join(sources, sql` UNION ALL `)}
    ) movements
    WHERE amount <> 0 ${page.token ? sql`AND asset = ${page.token}` : sql``}
      ${page.kind ? sql`AND kind = ${page.kind}` : sql``} ${afterCursor(page.cursor)}
    ORDER BY created_at DESC, id COLLATE "C" DESC
    LIMIT ${page.limit + 1}`;
  const ctes = [
    ...(ledger ? [ledgerRows(userId, page.token, window)] : []),
    ...(nft ? [nftRows(userId)] : []),
  ];
  const found = await db.execute<Row & Partial<Edge>>(sql`
    WITH ${sql.join(ctes, sql`, `)}
    ${
      ledger
        ? sql`SELECT edge.lines AS window_lines, edge.at_us AS edge_at_us, page.*
      FROM window_edge edge LEFT JOIN LATERAL (${ordered}) page ON true`
        : ordered
    }`);
  const rows = found.rows.filter((row) => row.id !== null);
  return { rows, edge: ledger ? (found.rows[0] as Edge) : undefined };
}

/**
 * The page's rows: read through a window of the user's newest lines, widened until it holds the page
 * (an entry has a few lines, and a day's rewards many, so rows are fewer than lines).
 */
async function pageRows(db: DbExecutor, userId: string, page: ActivityPage) {
  const untilMicros = page.cursor?.split('.')[0];
  for (let size = (page.limit + 2) * (page.kind ? 4 : 2); ; size *= 8) {
    const { rows, edge } = await movementsPage(db, userId, page, { size, untilMicros });
    if (!edge || windowHeld(rows, edge, size, page.limit)) return rows;
  }
}

const itemOf = (row: Row): ActivityItem => ({
  id: row.id,
  date: new Date(row.created_at).toISOString(),
  token: row.asset as ActivityToken,
  kind: row.kind as ActivityKind,
  direction: row.direction,
  amount: String(row.amount),
  from: row.from_bucket as ActivityItem['from'],
  to: row.to_bucket as ActivityItem['to'],
  fees: row.fees.map((fee) => ({ token: fee.token as ActivityToken, amount: fee.amount })),
  state: row.state as ActivityItem['state'],
  tx_hash: row.tx_hash,
  count: Number(row.count),
});

/**
 * What the user did, newest first (by time, then id), a page at a time: one row per ledger entry (its
 * fees nested, a withdrawal with its state), a day's rewards on a balance as one, and NFT payments. The
 * cursor is the last row's (time, id), so rows arriving meanwhile never shift a page.
 */
export async function activityOf(db: DbExecutor, userId: string, page: ActivityPage) {
  const found = await pageRows(db, userId, page);
  const rows = found.slice(0, page.limit);
  const last = rows.at(-1);
  return {
    items: rows.map(itemOf),
    pending: page.cursor ? [] : await pendingDepositsOf(db, userId, page),
    next_cursor: found.length > page.limit && last ? cursorOf(last) : null,
  };
}

/** The filter's deposits still waiting for confirmations on chain, newest first. */
async function pendingDepositsOf(db: DbExecutor, userId: string, page: ActivityPage) {
  if (page.kind && page.kind !== 'deposit') return [];
  const chainAssets = assets.filter((asset) => page.token === undefined || page.token === asset);
  if (chainAssets.length === 0) return []; // IMX is paid on L2, never deposited
  const pending = await pendingDeposits(db, userId, chainAssets);
  return pending
    .map((deposit) => ({
      date: deposit.seenAt.toISOString(),
      token: deposit.asset as ActivityToken,
      amount: deposit.amount.toString(),
      tx_hash: deposit.txHash,
    }))
    .sort((a, b) => b.date.localeCompare(a.date));
}
