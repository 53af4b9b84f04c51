import type {
  CleanedReason,
  RankingsNotCounted,
  RankingsTraceResponse,
  RankingsTraceRow,
  RankingsWindow,
} from '@dappx/shared';
import { rankingsTracePageSize } from '@dappx/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { pricedTokensTable, usdAtHour, usdOfBaseUnits, type PricedToken } from './hour-prices';
import { windowBounds } from './ranking-list';
import { nativeToken, type RankingsNotCountedReason } from './schema';

export type TraceRequest = { slug: string; window: RankingsWindow; chain: 'all' | number; cursor?: string };

/** Where a page ends: the last row's time, chain, hash and log index (-1 for a transaction). */
type Position = [time: string, chainId: number, hash: string, logIndex: number];

const encodeCursor = (position: Position) => Buffer.from(JSON.stringify(position)).toString('base64url');

/** The position a cursor names, or undefined when it is not one this API gave out. */
export function decodeCursor(cursor: string): Position | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString());
    if (!Array.isArray(value) || value.length !== 4) return undefined;
    const [time, chainId, hash, logIndex] = value as unknown[];
    const valid =
      typeof time === 'string' &&
      !Number.isNaN(Date.parse(time)) &&
      Number.isSafeInteger(chainId) &&
      typeof hash === 'string' &&
      /^0x[0-9a-f]{64}$/.test(hash) &&
      Number.isSafeInteger(logIndex);
    return valid ? [time, chainId as number, hash, logIndex as number] : undefined;
  } catch {
    return undefined;
  }
}

type TraceDbRow = {
  kind: 'transaction' | 'transfer';
  chain_id: number;
  tx_hash: string;
  log_index: number;
  block_number: string;
  block_time: Date | string;
  from_address: string;
  to_address: string;
  token: string;
  symbol: string | null;
  amount: string;
  usd: string | null;
  not_counted: RankingsNotCountedReason | null;
  cleaned: CleanedReason | null;
};

/** A page of the app's transactions and transfers in the window, newest first, from the cursor on. */
async function traceRows(
  db: DbExecutor,
  tokens: PricedToken[],
  request: TraceRequest & { from: Date; end: Date },
  after: Position | undefined,
): Promise<TraceDbRow[]> {
  const { from, end } = request;
  const span = sql`app_slug = ${request.slug} AND block_time >= ${from.toISOString()}::timestamptz
    AND block_time < ${end.toISOString()}::timestamptz
    AND ${request.chain === 'all' ? sql`TRUE` : sql`chain_id = ${request.chain}`}`;
  const before = (logIndex: SQL) =>
    after
      ? sql`(block_time, chain_id, tx_hash, ${logIndex}) < (${after[0]}::timestamptz, ${after[1]}::int, ${after[2]}, ${after[3]}::int)`
      : sql`TRUE`;
  const newest = sql`ORDER BY block_time DESC, chain_id DESC, tx_hash DESC, log_index DESC
    LIMIT ${rankingsTracePageSize + 1}`;
  // Each table is paged on its own first, so each reads its newest rows down its (app, time) index.
  const { rows } = await db.execute<TraceDbRow>(sql`
    SELECT listed.*, priced.symbol,
           CASE WHEN priced.symbol IS NOT NULL THEN ${usdOfBaseUnits(
             sql`listed.amount`,
             usdAtHour(sql`priced.symbol`, sql`date_trunc('hour', listed.block_time, 'UTC')`),
           )}::text END AS usd
    FROM (
      (SELECT 'transaction' AS kind, chain_id, tx_hash, -1 AS log_index, block_number, block_time,
              from_address, to_address, ${nativeToken} AS token, value AS amount, not_counted,
              cleaned
       FROM rankings_transactions WHERE ${span} AND ${before(sql`-1`)} ${newest})
      UNION ALL
      (SELECT 'transfer', chain_id, tx_hash, log_index, block_number, block_time,
              from_address, to_address, token, amount, not_counted, cleaned
       FROM rankings_transfers WHERE ${span} AND ${before(sql`log_index`)} ${newest})
      ${newest}) listed
    LEFT JOIN ${pricedTokensTable(tokens)} ON priced.chain_id = listed.chain_id AND priced.token = listed.token
    ORDER BY listed.block_time DESC, listed.chain_id DESC, listed.tx_hash DESC, listed.log_index DESC`);
  return rows;
}

/** Where a person reads a transaction: the network's explorer, or on demo chains the store's own. */
function explorerUrlOf(chains: ChainsConfig | undefined, chainId: number, hash: string): string | null {
  if (!chains) return null;
  const network = [...chains.l1Networks, chains.l2].find((chain) => chain.chainId === chainId);
  if (network?.explorerUrl) return `${network.explorerUrl}/tx/${hash}`;
  return chains.demo ? `/explorer/${chainId}/tx/${hash}` : null;
}

/** Exact decimals without the trailing zeros numeric arithmetic leaves ('12.500000' -> '12.5'). */
const trimmed = (decimal: string) => (decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal);

function traceRowOf(row: TraceDbRow, chains: ChainsConfig | undefined): RankingsTraceRow {
  const unpriced = row.kind === 'transfer' && row.symbol === null && row.not_counted === null;
  const notCounted: RankingsNotCounted | null = unpriced ? 'unpriced' : row.not_counted;
  const time = new Date(row.block_time).toISOString();
  return {
    kind: row.kind,
    chain_id: Number(row.chain_id),
    hash: row.tx_hash,
    log_index: row.kind === 'transfer' ? Number(row.log_index) : null,
    block: String(row.block_number),
    time,
    from: row.from_address,
    to: row.to_address,
    token: row.token,
    symbol: row.symbol,
    value: row.amount,
    usd: row.usd === null ? null : trimmed(row.usd),
    counted: notCounted === null,
    not_counted: notCounted,
    cleaned: row.cleaned,
    explorer_url: explorerUrlOf(chains, Number(row.chain_id), row.tx_hash),
  };
}

/**
 * The rows behind an app's figures over a window: its counted transactions are its transactions and
 * their senders its wallets, and the USD of its counted rows adds up to its volume. Newest first.
 */
export async function readRankingsTrace(
  db: DbExecutor,
  context: { tokens: PricedToken[]; chains: ChainsConfig | undefined },
  request: TraceRequest,
  now: Date,
): Promise<RankingsTraceResponse> {
  const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor);
  const { from, end } = windowBounds(request.window, now);
  const rows = await traceRows(db, context.tokens, { ...request, from, end }, after);
  const page = rows.slice(0, rankingsTracePageSize);
  const last = page.at(-1);
  return {
    window: request.window,
    chain: request.chain,
    from: from.toISOString(),
    to: end.toISOString(),
    rows: page.map((row) => traceRowOf(row, context.chains)),
    next_cursor:
      rows.length > rankingsTracePageSize && last
        ? encodeCursor([
            new Date(last.block_time).toISOString(),
            Number(last.chain_id),
            last.tx_hash,
            Number(last.log_index),
          ])
        : null,
    measured_at: now.toISOString(),
  };
}
