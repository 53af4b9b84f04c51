import type {
  ContractProofRole,
  ChartCategory,
  RankingsAppResponse,
  RankingsBasis,
  RankingsFigures,
  RankingsPoint,
  RankingsResponse,
  RankingsRow,
  RankingsSort,
  RankingsWindow,
} from '@dappx/shared';
import { rankingsPageSize, rankingsWindows } from '@dappx/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { appBalances } from './balances';
import { pricedTokensTable, usdAtHour, usdOfBaseUnits, type PricedToken } from './hour-prices';
import { hourOf } from './hours';

export type RankingsRequest = {
  window: RankingsWindow;
  chain: 'all' | number;
  category?: ChartCategory | undefined;
  sort: RankingsSort;
  /** Which figures to sort by: the cleaned ones unless asked for the raw. */
  figures?: RankingsBasis;
  page: number;
  /** One app alone (its own page), else every listed app. */
  slug?: string;
  /** Only these apps (the figures kept per window, measured again for the apps a round touched). */
  slugs?: string[];
};

const hourMs = 3_600_000;
const windowHours: Record<RankingsWindow, number> = { '24h': 24, '7d': 7 * 24, '30d': 30 * 24 };

/**
 * A window of whole hours ending with the current one, and the window of the same length before it
 * (for the change). Its sparkline has a point per hour (24 h) or per 24 hours from its start.
 */
export function windowBounds(window: RankingsWindow, now: Date) {
  const hours = windowHours[window];
  const end = new Date(hourOf(now).getTime() + hourMs);
  const from = new Date(end.getTime() - hours * hourMs);
  const before = new Date(from.getTime() - hours * hourMs);
  const pointHours = window === '24h' ? 1 : 24;
  return { before, from, end, pointHours, points: hours / pointHours };
}
export type Bounds = ReturnType<typeof windowBounds>;

const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const onChain = (chain: RankingsRequest['chain'], column: SQL) =>
  chain === 'all' ? sql`TRUE` : sql`${column} = ${chain}`;

/**
 * The USD value of each priced hourly volume in a span, raw and clean, with its hour:
 * `valued(app_slug, hour, usd, clean_usd)`.
 */
const valuedVolumes = (tokens: PricedToken[], chain: RankingsRequest['chain'], from: Date, end: Date) => sql`
  (SELECT h.app_slug, h.hour,
          ${usdOfBaseUnits(sql`h.amount`, usdAtHour(sql`priced.symbol`, sql`h.hour`))} AS usd,
          ${usdOfBaseUnits(sql`h.clean_amount`, usdAtHour(sql`priced.symbol`, sql`h.hour`))} AS clean_usd
   FROM rankings_hourly_volume h
   JOIN ${pricedTokensTable(tokens)} ON priced.chain_id = h.chain_id AND priced.token = h.token
   WHERE h.hour >= ${at(from)} AND h.hour < ${at(end)} AND ${onChain(chain, sql`h.chain_id`)}) AS valued`;

const sortColumns: Record<RankingsBasis, Record<RankingsSort, SQL>> = {
  raw: {
    uaw: sql`uaw_now`,
    transactions: sql`transactions_now`,
    volume: sql`volume_now`,
    balance: sql`balance_now`,
  },
  clean: {
    uaw: sql`trusted_uaw_now`,
    transactions: sql`clean_transactions_now`,
    volume: sql`clean_volume_now`,
    balance: sql`balance_now`,
  },
};

/** The column the request's sort orders by: the cleaned figure unless the raw one is asked for. */
export const sortColumnOf = (request: RankingsRequest): SQL =>
  sortColumns[request.figures ?? 'clean'][request.sort];

export type RankedRow = {
  slug: string;
  name: string;
  image: string;
  category: string;
  chains: number[];
  rank: string;
  total: string;
  transactions_now: string;
  transactions_before: string;
  uaw_now: string;
  uaw_before: string;
  volume_now: string;
  volume_before: string;
  balance_now: string;
  balance_before: string;
  trusted_uaw_now: string;
  trusted_uaw_before: string;
  clean_transactions_now: string;
  clean_transactions_before: string;
  clean_volume_now: string;
  clean_volume_before: string;
};

/**
 * The listed apps the rankings show (catalogue apps and games): those in the category with a watched
 * contract on the chain. The figures kept per window also measure hidden apps (`withHidden`), so hiding
 * one needs no new measure.
 */
export const listedApps = (request: RankingsRequest, { withHidden = false } = {}) => sql`
  SELECT a.slug, a.name, a.image, a.category, array_agg(DISTINCT c.chain_id ORDER BY c.chain_id) AS chains
  FROM rankings_apps a JOIN rankings_contracts c ON c.app_slug = a.slug
  WHERE ${withHidden ? sql`TRUE` : sql`NOT a.hidden`} AND ${onChain(request.chain, sql`c.chain_id`)}
    AND ${request.category ? sql`a.category = ${request.category}` : sql`TRUE`}
    AND ${request.slug === undefined ? sql`TRUE` : sql`a.slug = ${request.slug}`}
    AND ${request.slugs === undefined ? sql`TRUE` : sql`a.slug = ANY(${sql.param(request.slugs)}::text[])`}
  GROUP BY a.slug, a.name, a.image, a.category`;

/** How many apps the rankings list, for a page past the last, which has no row to carry the count. */
export async function listedCount(db: DbExecutor, request: RankingsRequest): Promise<number> {
  const { rows } = await db.execute<{ total: string }>(
    sql`SELECT count(*) AS total FROM (${listedApps(request)}) listed`,
  );
  return Number(rows[0]?.total ?? 0);
}

/**
 * Each app's four figures over the window and the window before it, for the apps `listed` names (an
 * SQL query answering slug, name, image, category, chains): a query answering `RankedRow`s without rank.
 */
function measuredFigures(tokens: PricedToken[], request: RankingsRequest, bounds: Bounds, listed: SQL): SQL {
  const { before, from, end } = bounds;
  const { chain } = request;
  const inSpan = (table: string) =>
    sql`FROM ${sql.raw(table)} WHERE hour >= ${at(before)} AND hour < ${at(end)} AND ${onChain(chain, sql`chain_id`)}
        AND app_slug IN (SELECT slug FROM listed)`;
  const now = sql`hour >= ${at(from)}`;
  return sql`
    WITH listed AS (${listed}),
    tx AS (SELECT app_slug, sum(transactions) FILTER (WHERE ${now}) AS now,
                  sum(transactions) FILTER (WHERE NOT ${now}) AS before,
                  sum(clean_transactions) FILTER (WHERE ${now}) AS clean_now,
                  sum(clean_transactions) FILTER (WHERE NOT ${now}) AS clean_before
           ${inSpan('rankings_hourly')} GROUP BY 1),
    wallets AS (SELECT app_slug, count(DISTINCT wallet) FILTER (WHERE ${now}) AS now,
                  count(DISTINCT wallet) FILTER (WHERE NOT ${now}) AS before,
                  count(DISTINCT wallet) FILTER (WHERE ${now} AND trusted) AS trusted_now,
                  count(DISTINCT wallet) FILTER (WHERE NOT ${now} AND trusted) AS trusted_before
                ${inSpan('rankings_hourly_wallets')} GROUP BY 1),
    volume AS (SELECT app_slug, sum(usd) FILTER (WHERE hour >= ${at(from)}) AS now,
                  sum(usd) FILTER (WHERE hour < ${at(from)}) AS before,
                  sum(clean_usd) FILTER (WHERE hour >= ${at(from)}) AS clean_now,
                  sum(clean_usd) FILTER (WHERE hour < ${at(from)}) AS clean_before
               FROM ${valuedVolumes(tokens, chain, before, end)} WHERE app_slug IN (SELECT slug FROM listed)
               GROUP BY 1),
    held_now AS ${appBalances(tokens, end, (column) => onChain(chain, column), sql`SELECT slug FROM listed`)},
    held_before AS ${appBalances(tokens, from, (column) => onChain(chain, column), sql`SELECT slug FROM listed`)}
    SELECT listed.*, coalesce(tx.now, 0) AS transactions_now, coalesce(tx.before, 0) AS transactions_before,
           coalesce(wallets.now, 0) AS uaw_now, coalesce(wallets.before, 0) AS uaw_before,
           round(coalesce(volume.now, 0), 2) AS volume_now, round(coalesce(volume.before, 0), 2) AS volume_before,
           round(coalesce(held_now.usd, 0), 2) AS balance_now, round(coalesce(held_before.usd, 0), 2) AS balance_before,
           coalesce(wallets.trusted_now, 0) AS trusted_uaw_now, coalesce(wallets.trusted_before, 0) AS trusted_uaw_before,
           coalesce(tx.clean_now, 0) AS clean_transactions_now, coalesce(tx.clean_before, 0) AS clean_transactions_before,
           round(coalesce(volume.clean_now, 0), 2) AS clean_volume_now,
           round(coalesce(volume.clean_before, 0), 2) AS clean_volume_before
    FROM listed LEFT JOIN tx ON tx.app_slug = listed.slug
      LEFT JOIN wallets ON wallets.app_slug = listed.slug LEFT JOIN volume ON volume.app_slug = listed.slug
      LEFT JOIN held_now ON held_now.app_slug = listed.slug
      LEFT JOIN held_before ON held_before.app_slug = listed.slug`;
}

/** The figures of every app among `request.slugs` (hidden ones too) with a watched contract on the chain. */
export async function measureApps(
  db: DbExecutor,
  tokens: PricedToken[],
  request: RankingsRequest,
  bounds: Bounds,
) {
  const { rows } = await db.execute<Omit<RankedRow, 'rank' | 'total'>>(
    measuredFigures(tokens, request, bounds, listedApps(request, { withHidden: true })),
  );
  return rows;
}

/** The listed apps with a watched contract on the chain, ranked by the sorted figure over the window. */
async function rankedPage(db: DbExecutor, tokens: PricedToken[], request: RankingsRequest, bounds: Bounds) {
  const { rows } = await db.execute<RankedRow>(sql`
    SELECT *, row_number() OVER (ORDER BY ${sortColumnOf(request)} DESC, name, slug) AS rank,
           count(*) OVER () AS total
    FROM (${measuredFigures(tokens, request, bounds, listedApps(request))}) figures ORDER BY rank
    LIMIT ${rankingsPageSize} OFFSET ${(request.page - 1) * rankingsPageSize}`);
  return rows;
}

/** The change in percent, one decimal; null when the window before had nothing to compare with. */
export function changeOf(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 1000) / 10;
}

type PointRow = {
  app_slug: string;
  point: number;
  transactions?: string;
  clean_transactions?: string;
  uaw?: string;
  trusted_uaw?: string;
  usd?: string;
  clean_usd?: string;
};

/** Each app's sparkline over the window: its transactions, wallets and USD volume per point, raw and cleaned. */
export async function seriesOf(
  db: DbExecutor,
  tokens: PricedToken[],
  request: RankingsRequest,
  bounds: Bounds,
  slugs: string[],
): Promise<Map<string, RankingsPoint[]>> {
  const { from, end, pointHours, points } = bounds;
  if (slugs.length === 0) return new Map();
  const point = sql`floor(extract(epoch FROM hour - ${at(from)}) / ${pointHours * 3600})::int`;
  const span = sql`hour >= ${at(from)} AND hour < ${at(end)} AND ${onChain(request.chain, sql`chain_id`)}
    AND app_slug = ANY(${sql.param(slugs)}::text[])`;
  // One after another: inside an indexer round the three share the round's connection.
  const transactions = await db.execute<PointRow>(sql`
    SELECT app_slug, ${point} AS point, sum(transactions) AS transactions,
           sum(clean_transactions) AS clean_transactions
    FROM rankings_hourly WHERE ${span} GROUP BY 1, 2`);
  const wallets = await db.execute<PointRow>(sql`
    SELECT app_slug, ${point} AS point, count(DISTINCT wallet) AS uaw,
           count(DISTINCT wallet) FILTER (WHERE trusted) AS trusted_uaw
    FROM rankings_hourly_wallets WHERE ${span} GROUP BY 1, 2`);
  const volume = await db.execute<PointRow>(sql`
    SELECT app_slug, ${point} AS point, round(sum(usd), 2) AS usd, round(sum(clean_usd), 2) AS clean_usd
    FROM ${valuedVolumes(tokens, request.chain, from, end)}
    WHERE app_slug = ANY(${sql.param(slugs)}::text[]) GROUP BY 1, 2`);
  const series = new Map(
    slugs.map((slug) => [
      slug,
      Array.from({ length: points }, (_, i) => ({
        at: new Date(from.getTime() + i * pointHours * hourMs).toISOString(),
        transactions: 0,
        uaw: 0,
        volume_usd: '0.00',
        clean_transactions: 0,
        trusted_uaw: 0,
        clean_volume_usd: '0.00',
      })),
    ]),
  );
  const pointOf = (row: PointRow) => series.get(row.app_slug)?.[Number(row.point)];
  for (const row of transactions.rows) {
    Object.assign(pointOf(row)!, {
      transactions: Number(row.transactions),
      clean_transactions: Number(row.clean_transactions),
    });
  }
  for (const row of wallets.rows) {
    Object.assign(pointOf(row)!, { uaw: Number(row.uaw), trusted_uaw: Number(row.trusted_uaw) });
  }
  for (const row of volume.rows) {
    Object.assign(pointOf(row)!, {
      volume_usd: row.usd ?? '0.00',
      clean_volume_usd: row.clean_usd ?? '0.00',
    });
  }
  return series;
}

/** How far the indexer has read each chain: its newest indexed block, and that block's time when kept. */
export async function indexedChains(db: DbExecutor) {
  const { rows } = await db.execute<{
    chain_id: number;
    block: string;
    block_time: Date | string | null;
  }>(sql`
    SELECT c.chain_id, greatest(c.next_block - 1, 0)::text AS block, b.block_time
    FROM rankings_chains c
    LEFT JOIN rankings_blocks b ON b.chain_id = c.chain_id AND b.block_number = c.next_block - 1
    ORDER BY c.chain_id`);
  return rows.map((row) => ({
    chain_id: Number(row.chain_id),
    block: row.block,
    block_time: row.block_time === null ? null : new Date(row.block_time).toISOString(),
  }));
}

export const appOf = (row: RankedRow): RankingsRow['app'] => ({
  slug: row.slug,
  name: row.name,
  image: row.image,
  category: row.category,
  chains: row.chains.map(Number),
});

const countOf = (now: string, before: string) => ({
  value: Number(now),
  change: changeOf(Number(now), Number(before)),
});
const usdOf = (now: string, before: string) => ({
  value: now,
  change: changeOf(Number(now), Number(before)),
});

/**
 * The share of a raw figure the cleaning removed, in percent with one decimal; null when it is zero.
 * Counts and cents are exact, so the share is reckoned in integers (tenths of a percent, half up).
 */
export function removedShare(raw: string, clean: string): number | null {
  const units = (value: string) => BigInt(value.replace('.', ''));
  const [all, kept] = [units(raw), units(clean)];
  if (all === 0n) return null;
  return Number(((all - kept) * 2000n + all) / (2n * all)) / 10;
}

/** A ranked row's figures, raw and cleaned, each with its change against the window before. */
export const figuresOf = (row: RankedRow, series: RankingsPoint[]): RankingsFigures => ({
  uaw: countOf(row.uaw_now, row.uaw_before),
  transactions: countOf(row.transactions_now, row.transactions_before),
  volume_usd: usdOf(row.volume_now, row.volume_before),
  balance_usd: usdOf(row.balance_now, row.balance_before),
  trusted_uaw: countOf(row.trusted_uaw_now, row.trusted_uaw_before),
  clean_transactions: countOf(row.clean_transactions_now, row.clean_transactions_before),
  clean_volume_usd: usdOf(row.clean_volume_now, row.clean_volume_before),
  removed: {
    uaw: removedShare(String(row.uaw_now), String(row.trusted_uaw_now)),
    transactions: removedShare(String(row.transactions_now), String(row.clean_transactions_now)),
    volume: removedShare(row.volume_now, row.clean_volume_now),
  },
  series,
});

/** One app's figures over a window, on a chain or all; undefined when the rankings do not list it there. */
async function appFigures(
  db: DbExecutor,
  tokens: PricedToken[],
  slug: string,
  at: { window: RankingsWindow; chain: RankingsRequest['chain']; now: Date },
) {
  const request: RankingsRequest = { window: at.window, chain: at.chain, sort: 'uaw', page: 1, slug };
  const bounds = windowBounds(at.window, at.now);
  const [row] = await rankedPage(db, tokens, request, bounds);
  if (!row) return undefined;
  const series = await seriesOf(db, tokens, request, bounds, [slug]);
  return { app: appOf(row), figures: figuresOf(row, series.get(slug) ?? []) };
}

/** An app's own rankings page: each window over all its chains and on each, its contracts and freshness. */
export async function readRankingsApp(
  db: DbExecutor,
  tokens: PricedToken[],
  slug: string,
  now: Date,
): Promise<RankingsAppResponse | undefined> {
  const first = rankingsWindows[0];
  const found = await appFigures(db, tokens, slug, { window: first, chain: 'all', now });
  if (!found) return undefined;
  const listed = { ...found, window: first };
  const windows = await Promise.all(
    rankingsWindows.map(async (window) => ({
      window,
      // The first window over all chains was read above, to learn whether the app is listed at all.
      all:
        window === listed.window
          ? listed.figures
          : (await appFigures(db, tokens, slug, { window, chain: 'all', now }))!.figures,
      chains: await Promise.all(
        listed.app.chains.map(async (chainId) => ({
          chain_id: chainId,
          figures: (await appFigures(db, tokens, slug, { window, chain: chainId, now }))!.figures,
        })),
      ),
    })),
  );
  return {
    app: listed.app,
    windows,
    contracts: await appContracts(db, slug),
    measured_at: now.toISOString(),
    indexed: await indexedChains(db),
  };
}

type ContractRow = {
  chain_id: number;
  address: string;
  indexed_block: string;
  counted: boolean;
  role: ContractProofRole | null;
  signer: string | null;
  proven_at: Date | string | null;
  stale_since: Date | string | null;
  added_at: Date | string | null;
  reason: string | null;
};

type AppContract = RankingsAppResponse['contracts'][number];

const iso = (at: Date | string) => new Date(at).toISOString();

const proofOfRow = (row: ContractRow): AppContract['proof'] =>
  row.role === null
    ? null
    : {
        role: row.role,
        signer: row.signer!,
        proven_at: iso(row.proven_at!),
        stale_since: row.stale_since === null ? null : iso(row.stale_since),
      };

/**
 * An app's watched contracts, each with the newest block read for it, its team's proof or an editor's
 * addition, and whether it counts as the indexer last classified its rows.
 */
export async function appContracts(db: DbExecutor, slug: string): Promise<AppContract[]> {
  const { rows } = await db.execute<ContractRow>(sql`
    SELECT c.chain_id, c.address, greatest(c.next_block - 1, 0)::text AS indexed_block, c.counted,
           p.role, p.signer, p.proven_at, p.stale_since, e.added_at, e.reason
    FROM rankings_contracts c
    LEFT JOIN contract_proofs p ON p.app_slug = c.app_slug AND p.chain_id = c.chain_id AND p.address = c.address
    LEFT JOIN editor_added_contracts e
      ON e.app_slug = c.app_slug AND e.chain_id = c.chain_id AND e.address = c.address
    WHERE c.app_slug = ${slug} ORDER BY c.chain_id, c.address`);
  return rows.map((row) => ({
    chain_id: Number(row.chain_id),
    address: row.address,
    indexed_block: row.indexed_block,
    proof: proofOfRow(row),
    added_by_editor: row.added_at === null ? null : { added_at: iso(row.added_at), reason: row.reason! },
    counted: row.counted,
  }));
}

/** One page of the rankings as the API answers it, measured `now`. */
export async function readRankings(
  db: DbExecutor,
  tokens: PricedToken[],
  request: RankingsRequest,
  now: Date,
): Promise<RankingsResponse> {
  const bounds = windowBounds(request.window, now);
  const ranked = await rankedPage(db, tokens, request, bounds);
  const series = await seriesOf(
    db,
    tokens,
    request,
    bounds,
    ranked.map((row) => row.slug),
  );
  const rows = ranked.map((row) => ({ row, series: series.get(row.slug) ?? [] }));
  return rankingsResponseOf(db, request, rows, now.toISOString());
}

/** The API's answer for one ranked page, whether its figures were kept or measured on the spot. */
export async function rankingsResponseOf(
  db: DbExecutor,
  request: RankingsRequest,
  page: { row: RankedRow; series: RankingsPoint[] }[],
  measuredAt: string,
): Promise<RankingsResponse> {
  const rows: RankingsRow[] = page.map(({ row, series }) => ({
    rank: Number(row.rank),
    app: appOf(row),
    ...figuresOf(row, series),
  }));
  return {
    window: request.window,
    chain: request.chain,
    category: request.category ?? null,
    sort: request.sort,
    figures: request.figures ?? 'clean',
    page: request.page,
    page_size: rankingsPageSize,
    total: page[0] ? Number(page[0].row.total) : await listedCount(db, request),
    measured_at: measuredAt,
    indexed: await indexedChains(db),
    rows,
  };
}
