import { assets, type ActivityItem, type ActivityKind, type ActivityToken } from '@dappx/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { pendingDeposits } from '../deposits';
import { feeBuckets } from '../ledger';

/**
 * The activity kind of a ledger entry, by the entry kind's family (the part before ':' of e.g.
 * 'governance-stake:ACE'). Fee parts inside an entry are told apart by their lines, not listed here.
 */
const kindOfEntry: Record<string, ActivityKind> = {
  airdrop: 'airdrop',
  deposit: 'deposit',
  withdraw_request: 'withdrawal',
  withdraw: 'withdrawal',
  withdraw_refund: 'refund',
  transfer: 'transfer',
  'governance-stake': 'stake',
  pledge: 'stake',
  'governance-unstake': 'unstake',
  unpledge: 'unstake',
  'governance-activation': 'activation-fee',
  'pledging-activation': 'activation-fee',
  'governance-reward': 'reward',
  'zera-mining': 'mining',
  'season-stake': 'season-stake',
  'season-release': 'season-release',
};

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
  amount: string;
  bucket: string;
  tx_hash: string | null;
};

/**
 * How far back a page reads: the user's `size` newest lines from `from` on (a cursor's time and line id),
 * each account's from its (account, time, id) index, so a page costs the same however long the history.
 */
type Window = { size: number; from?: { micros: string; lineId: string } };

/** The window's lines, newest first, with their entries (read whole, so fees pair as they always do). */
function windowPostings({ size, from }: Window): SQL {
  const after = from
    ? sql`AND (p.created_at, p.id) <= (timestamptz 'epoch' + ${from.micros}::bigint * interval '1 microsecond', ${from.lineId}::bigint)`
    : sql``;
  return sql`
    window_postings AS MATERIALIZED (
      SELECT w.entry_id, w.created_at, w.id FROM own CROSS JOIN LATERAL (
        SELECT p.entry_id, p.created_at, p.id FROM ledger_postings p
        WHERE p.account_id = own.id ${after} ORDER BY p.created_at DESC, p.id DESC LIMIT ${size}
      ) w
      ORDER BY w.created_at DESC, w.id DESC LIMIT ${size}
    ),
    window_edge AS (
      SELECT count(*) AS lines, (extract(epoch FROM min(created_at)) * 1000000)::bigint::text AS at_us,
        (array_agg(id ORDER BY created_at, id))[1]::text AS line_id
      FROM window_postings
    )`;
}

/**
 * The user's ledger lines as movements. A line that pays exactly one fee part into a fee account is a
 * 'fee'; fee parts taken out of what a line received (an unstake's penalty: active gets the amount less
 * the fee) are split off that line as a 'fee' row of their own (id ending in 1), so the principal shows in
 * full and every row still sums to the balances.
 */
function ledgerMovements(userId: string, token: ActivityToken | undefined, window: Window): SQL {
  const families = Object.keys(kindOfEntry);
  return sql`
    own AS (
      SELECT id, bucket FROM ledger_accounts
      WHERE user_id = ${userId} ${token ? sql`AND asset = ${token}` : sql``}
    ),
    ${windowPostings(window)},
    lines AS (
      SELECT p.id, p.entry_id, p.asset, p.amount, own.bucket, e.kind AS entry_kind, e.created_at, e.tx_hash,
        row_number() OVER (PARTITION BY p.entry_id, p.asset, p.amount ORDER BY p.id) AS n
      FROM (SELECT DISTINCT entry_id FROM window_postings) w
      JOIN ledger_postings p ON p.entry_id = w.entry_id JOIN own ON own.id = p.account_id
      JOIN ledger_entries e ON e.id = p.entry_id
    ),
    fees AS (
      SELECT p.id, p.entry_id, p.asset, p.amount,
        row_number() OVER (PARTITION BY p.entry_id, p.asset, p.amount ORDER BY p.id) AS n
      FROM (SELECT DISTINCT entry_id, asset FROM lines) l
      JOIN ledger_postings p ON p.entry_id = l.entry_id AND p.asset = l.asset
      JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.user_id IS NULL AND a.bucket = ANY(${sql.param(feeBuckets)}::text[])
    ),
    paired AS (
      SELECT l.id AS line_id, f.id AS fee_id FROM lines l
      JOIN fees f ON f.entry_id = l.entry_id AND f.asset = l.asset AND f.amount = -l.amount AND f.n = l.n
    ),
    netted AS (
      SELECT entry_id, asset, sum(amount) AS fee FROM fees
      WHERE id NOT IN (SELECT fee_id FROM paired) GROUP BY entry_id, asset
    ),
    carrier AS (
      SELECT DISTINCT ON (l.entry_id, l.asset) l.id AS line_id, netted.fee
      FROM lines l JOIN netted ON netted.entry_id = l.entry_id AND netted.asset = l.asset
      WHERE l.id NOT IN (SELECT line_id FROM paired)
      ORDER BY l.entry_id, l.asset, l.amount DESC, l.id
    ),
    kind_map AS (
      SELECT * FROM unnest(${sql.param(families)}::text[],
        ${sql.param(families.map((family) => kindOfEntry[family]!))}::text[]) AS m(family, kind)
    ),
    ledger_rows AS (
      SELECT l.created_at, 'L' || lpad(l.id::text, 19, '0') || '0' AS id, l.asset, l.bucket, l.tx_hash,
        CASE WHEN paired.line_id IS NOT NULL AND l.amount < 0 THEN 'fee' ELSE coalesce(kind_map.kind, 'other') END
          AS kind,
        l.amount + coalesce(carrier.fee, 0) AS amount
      FROM lines l
      LEFT JOIN paired ON paired.line_id = l.id
      LEFT JOIN carrier ON carrier.line_id = l.id
      LEFT JOIN kind_map ON kind_map.family = split_part(l.entry_kind, ':', 1)
      UNION ALL
      SELECT l.created_at, 'L' || lpad(l.id::text, 19, '0') || '1', l.asset, l.bucket, l.tx_hash, 'fee', -carrier.fee
      FROM lines l JOIN carrier ON carrier.line_id = l.id
    )`;
}

const ownAddress = (userId: string) => sql`SELECT lower(public_address) FROM users WHERE id = ${userId}`;

/**
 * The user's NFT payments on L2 (paid from the wallet, not a store balance): each fulfilled order's
 * payment, and each payment of theirs the store did not use, with what came back (less the refund's
 * network fee) once sent to their wallet.
 */
function nftMovements(userId: string): SQL {
  return sql`
    nft_rows AS (
      SELECT coalesce(o.closed_at, o.created_at) AS created_at, 'P' || o.id AS id, 'IMX' AS asset,
        'wallet' AS bucket, o.tx_id AS tx_hash, 'nft-purchase' AS kind, -o.price AS amount
      FROM nft_orders o WHERE o.buyer_id = ${userId} AND o.status = 'fulfilled'
      UNION ALL
      SELECT r.created_at, 'P' || r.id, 'IMX', 'wallet', r.payment_tx_id, 'nft-purchase', -r.amount
      FROM nft_refunds r WHERE lower(r.to_address) = (${ownAddress(userId)})
      UNION ALL
      SELECT r.sent_at, 'R' || r.id, 'IMX', 'wallet', r.refund_tx_id, 'refund', r.amount - coalesce(r.gas_fee, 0)
      FROM nft_refunds r WHERE lower(r.to_address) = (${ownAddress(userId)}) AND r.status = 'sent'
    )`;
}

/** `time.id` of a row: its time in microseconds since 1970 and its id. */
const cursorOf = (row: Row) => `${row.at_us}.${row.id}`;

function afterCursor(cursor: string | undefined): SQL {
  if (!cursor) return sql``;
  const [micros, id] = cursor.split('.') as [string, string];
  return sql`AND (created_at, id COLLATE "C") <
    (timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond', ${id} COLLATE "C")`;
}

type Edge = { window_lines: string; edge_at_us: string | null; edge_line_id: string | null };

/** The line id a cursor's row comes from, or none for an NFT payment's row ('P…', 'R…'). */
const lineIdOf = (rowId: string) => (rowId.startsWith('L') ? BigInt(rowId.slice(1, 20)) : undefined);
const maxLineId = 2n ** 63n - 1n;

function windowFrom(cursor: string | undefined): Window['from'] {
  if (!cursor) return undefined;
  const [micros, id] = cursor.split('.') as [string, string];
  return { micros, lineId: String(lineIdOf(id) ?? maxLineId) };
}

/**
 * Whether the window held the page: it read every line the user has, or the page's last row is no older
 * than the window's oldest line (so no line left out could rank above it).
 */
function windowHeld(rows: Row[], edge: Edge, size: number, limit: number): boolean {
  if (Number(edge.window_lines) < size) return true;
  const last = rows[limit];
  if (!last) return false;
  const [at, edgeAt] = [BigInt(last.at_us), BigInt(edge.edge_at_us!)];
  return at > edgeAt || (at === edgeAt && (lineIdOf(last.id) ?? maxLineId) >= BigInt(edge.edge_line_id!));
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
    WHERE amount <> 0 ${page.kind ? sql`AND kind = ${page.kind}` : sql``} ${afterCursor(page.cursor)}
    ORDER BY created_at DESC, id COLLATE "C" DESC
    LIMIT ${page.limit + 1}`;
  const found = await db.execute<Row & Partial<Edge>>(sql`
    WITH ${sql.join([...(ledger ? [ledgerMovements(userId, page.token, window)] : []), ...(nft ? [nftMovements(userId)] : [])], sql`, `)}
    ${
      ledger
        ? sql`SELECT edge.lines AS window_lines, edge.at_us AS edge_at_us, edge.line_id AS edge_line_id, page.*
      FROM window_edge edge LEFT JOIN LATERAL (${ordered}) page ON true`
        : ordered
    }`);
  const rows = found.rows.filter((row) => row.id !== null);
  return { rows, edge: ledger ? (found.rows[0] as Edge) : undefined };
}

/**
 * The page's rows: read through a window of the user's newest lines, widened until it holds the page
 * (at once without a kind filter, where every line makes at least one row).
 */
async function pageRows(db: DbExecutor, userId: string, page: ActivityPage) {
  const from = windowFrom(page.cursor);
  // One line more than the page and the next page's first row: the cursor's own line is read again.
  for (let size = (page.limit + 2) * (page.kind ? 4 : 1); ; size *= 8) {
    const { rows, edge } = await movementsPage(db, userId, page, { size, from });
    if (!edge || windowHeld(rows, edge, size, page.limit)) return rows;
  }
}

/**
 * Every movement of the user's tokens, newest first (by time, then id), a page at a time: the cursor is
 * the last row's (time, id), so rows arriving meanwhile never shift a page.
 */
export async function activityOf(db: DbExecutor, userId: string, page: ActivityPage) {
  const found = { rows: await pageRows(db, userId, page) };
  const rows = found.rows.slice(0, page.limit);
  const items: ActivityItem[] = rows.map((row) => ({
    id: row.id,
    date: new Date(row.created_at).toISOString(),
    token: row.asset as ActivityToken,
    kind: row.kind as ActivityKind,
    amount: row.amount,
    bucket: row.bucket as ActivityItem['bucket'],
    tx_hash: row.tx_hash,
  }));
  const last = rows.at(-1);
  return {
    items,
    pending: page.cursor ? [] : await pendingDepositsOf(db, userId, page),
    next_cursor: found.rows.length > page.limit && last ? cursorOf(last) : null,
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
