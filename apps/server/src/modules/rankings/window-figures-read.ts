import type { RankingsAppResponse, RankingsPoint, RankingsResponse } from '@dappx/shared';
import { rankingsPageSize, rankingsWindows } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  appContracts,
  appOf,
  figuresOf,
  indexedChains,
  listedApps,
  rankingsResponseOf,
  sortColumnOf,
  windowBounds,
  type RankedRow,
  type RankingsRequest,
} from './ranking-list';
import { allChains } from './window-figures';

const hourMs = 3_600_000;

type KeptRow = RankedRow & { series: RankingsPoint[] };
type Usability = { unusable: string; stale: boolean };

/**
 * Kept figures may answer when nothing marks an app stale and each was measured for the current hour or
 * the one before (a new hour's figures are being measured): else the figures are measured on the spot.
 */
const usable = (row: Usability | undefined) => row !== undefined && !row.stale && Number(row.unusable) === 0;
const oldestUsableEnd = (now: Date) => new Date(windowBounds(rankingsWindows[0], now).end.getTime() - hourMs);
const chainKey = (chain: RankingsRequest['chain']) => (chain === 'all' ? allChains : chain);

/** The figures kept for the request's window and chain, of the apps it lists, ranked and paged. */
async function keptPage(db: DbExecutor, request: RankingsRequest, now: Date) {
  const { rows } = await db.execute<KeptRow & Usability & { rank: string; total: string }>(sql`
    SELECT listed.*, f.transactions_now, f.transactions_before, f.uaw_now, f.uaw_before, f.volume_now,
           f.volume_before, f.balance_now, f.balance_before, f.trusted_uaw_now, f.trusted_uaw_before,
           f.clean_transactions_now, f.clean_transactions_before, f.clean_volume_now, f.clean_volume_before,
           f.series,
           row_number() OVER (ORDER BY coalesce(${sortColumnOf(request)}, 0) DESC, listed.name, listed.slug) AS rank,
           count(*) OVER () AS total,
           count(*) FILTER (WHERE f.app_slug IS NULL OR f.window_end < ${oldestUsableEnd(now).toISOString()}::timestamptz)
             OVER () AS unusable,
           EXISTS (SELECT 1 FROM rankings_stale) AS stale
    FROM (${listedApps(request)}) listed
    LEFT JOIN rankings_window_figures f
      ON f.app_slug = listed.slug AND f."window" = ${request.window} AND f.chain_id = ${chainKey(request.chain)}
    ORDER BY rank
    LIMIT ${rankingsPageSize} OFFSET ${(request.page - 1) * rankingsPageSize}`);
  return rows;
}

/**
 * When the kept figures were last known current: every round brings every app it changed up to date
 * before it commits, so they are as fresh as the chain whose rounds last read new blocks longest ago.
 */
async function keptAt(db: DbExecutor, now: Date): Promise<string> {
  const { rows } = await db.execute<{ at: Date | string | null }>(
    sql`SELECT min(updated_at) AS at FROM rankings_chains`,
  );
  const at = rows[0]?.at;
  return (at === null || at === undefined ? now : new Date(at)).toISOString();
}

/**
 * One page of the rankings from the kept window figures; undefined when they may not answer, for the
 * caller to measure the figures on the spot.
 */
export async function readKeptRankings(
  db: DbExecutor,
  request: RankingsRequest,
  now: Date,
): Promise<RankingsResponse | undefined> {
  const page = await keptPage(db, request, now);
  if (page.length > 0 && !usable(page[0])) return undefined;
  const rows = page.map((row) => ({ row, series: row.series }));
  return rankingsResponseOf(db, request, rows, await keptAt(db, now));
}

type KeptAppRow = KeptRow & {
  window: string;
  chain_id: number;
  window_end: Date | string;
  stale: boolean;
};

/** An app's kept figures: every window over all its chains and on each, when all are kept and usable. */
async function keptWindows(db: DbExecutor, app: ReturnType<typeof appOf>, now: Date) {
  const { rows } = await db.execute<KeptAppRow>(sql`
    SELECT *, EXISTS (SELECT 1 FROM rankings_stale) AS stale FROM rankings_window_figures
    WHERE app_slug = ${app.slug}`);
  const oldest = oldestUsableEnd(now).getTime();
  if (rows.some((row) => row.stale || new Date(row.window_end).getTime() < oldest)) return undefined;
  const kept = new Map(rows.map((row) => [`${row.window} ${Number(row.chain_id)}`, row]));
  const figures = (window: string, chainId: number) => {
    const row = kept.get(`${window} ${chainId}`);
    return row && figuresOf({ ...row, ...app }, row.series);
  };
  const windows = rankingsWindows.map((window) => ({
    window,
    all: figures(window, allChains),
    chains: app.chains.map((chainId) => ({ chain_id: chainId, figures: figures(window, chainId) })),
  }));
  const complete = windows.every((w) => w.all && w.chains.every((chain) => chain.figures));
  return complete ? (windows as RankingsAppResponse['windows']) : undefined;
}

/** An app's own rankings page from the kept figures; undefined when they may not answer (or it is not listed). */
export async function readKeptRankingsApp(
  db: DbExecutor,
  slug: string,
  now: Date,
): Promise<RankingsAppResponse | undefined> {
  const { rows } = await db.execute<RankedRow>(
    listedApps({ window: '24h', chain: 'all', sort: 'uaw', page: 1, slug }),
  );
  if (!rows[0]) return undefined;
  const app = appOf(rows[0]);
  const kept = await keptWindows(db, app, now);
  if (!kept) return undefined;
  return {
    app,
    windows: kept,
    contracts: await appContracts(db, slug),
    measured_at: await keptAt(db, now),
    indexed: await indexedChains(db),
  };
}
