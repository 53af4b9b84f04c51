import { rankingsWindows, type RankingsWindow } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { PricedToken } from './hour-prices';
import { measureApps, seriesOf, windowBounds, type RankingsRequest } from './ranking-list';

/** The chain id the figures over all chains are kept under. */
export const allChains = 0;

/**
 * Which apps to measure again: every watched app when the windows moved to a new hour since they were
 * kept (or an app has none kept), else those marked stale.
 */
async function appsToMeasure(db: DbExecutor, windowEnd: Date): Promise<string[]> {
  const { rows } = await db.execute<{ slug: string }>(sql`
    WITH moved AS (
      SELECT EXISTS (SELECT 1 FROM rankings_window_figures WHERE window_end <> ${windowEnd.toISOString()}::timestamptz)
          OR EXISTS (SELECT 1 FROM rankings_contracts c WHERE NOT EXISTS (
               SELECT 1 FROM rankings_window_figures f WHERE f.app_slug = c.app_slug)) AS all_moved)
    SELECT app_slug AS slug FROM rankings_stale
    UNION SELECT app_slug FROM rankings_contracts, moved WHERE moved.all_moved`);
  return rows.map((row) => row.slug);
}

/** The chains an app set has watched contracts on. */
async function chainsOf(db: DbExecutor, slugs: string[]): Promise<number[]> {
  const { rows } = await db.execute<{ chain_id: number }>(sql`
    SELECT DISTINCT chain_id FROM rankings_contracts WHERE app_slug = ANY(${sql.param(slugs)}::text[])
    ORDER BY chain_id`);
  return rows.map((row) => Number(row.chain_id));
}

/** Measures the apps over one window on one chain (or all) and keeps what it found. */
async function keepWindow(
  db: DbExecutor,
  tokens: PricedToken[],
  slugs: string[],
  at: { window: RankingsWindow; chain: RankingsRequest['chain']; now: Date },
) {
  const request: RankingsRequest = { window: at.window, chain: at.chain, sort: 'uaw', page: 1, slugs };
  const bounds = windowBounds(at.window, at.now);
  const measured = await measureApps(db, tokens, request, bounds);
  if (measured.length === 0) return;
  const series = await seriesOf(
    db,
    tokens,
    request,
    bounds,
    measured.map((row) => row.slug),
  );
  const column = (pick: (row: (typeof measured)[number]) => string) => sql.param(measured.map(pick));
  const counts = (pick: (row: (typeof measured)[number]) => string) => sql`${column(pick)}::bigint[]`;
  const amounts = (pick: (row: (typeof measured)[number]) => string) => sql`${column(pick)}::numeric[]`;
  await db.execute(sql`
    INSERT INTO rankings_window_figures ("window", chain_id, app_slug, window_end, measured_at,
      transactions_now, transactions_before, uaw_now, uaw_before, volume_now, volume_before,
      balance_now, balance_before, trusted_uaw_now, trusted_uaw_before, clean_transactions_now,
      clean_transactions_before, clean_volume_now, clean_volume_before, series)
    SELECT ${at.window}, ${at.chain === 'all' ? allChains : at.chain}::int, slug,
           ${bounds.end.toISOString()}::timestamptz, ${at.now.toISOString()}::timestamptz,
           tn, tb, un, ub, vn, vb, bn, bb, trn, trb, ctn, ctb, cvn, cvb, s
    FROM unnest(${column((row) => row.slug)}::text[], ${counts((row) => String(row.transactions_now))},
                ${counts((row) => String(row.transactions_before))},
                ${counts((row) => String(row.uaw_now))}, ${counts((row) => String(row.uaw_before))},
                ${amounts((row) => row.volume_now)}, ${amounts((row) => row.volume_before)},
                ${amounts((row) => row.balance_now)}, ${amounts((row) => row.balance_before)},
                ${counts((row) => String(row.trusted_uaw_now))}, ${counts((row) => String(row.trusted_uaw_before))},
                ${counts((row) => String(row.clean_transactions_now))},
                ${counts((row) => String(row.clean_transactions_before))},
                ${amounts((row) => row.clean_volume_now)}, ${amounts((row) => row.clean_volume_before)},
                ${column((row) => JSON.stringify(series.get(row.slug) ?? []))}::jsonb[])
      AS measured(slug, tn, tb, un, ub, vn, vb, bn, bb, trn, trb, ctn, ctb, cvn, cvb, s)`);
}

/**
 * Brings the kept figures up to date at the end of an indexer round, in its transaction: one round at a
 * time across chains (an advisory lock held to commit), so each measures after the rounds before it
 * committed and the last to commit has seen every chain's rows.
 */
export async function refreshWindowFigures(
  db: DbExecutor,
  tokens: PricedToken[],
  now: Date,
): Promise<number> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('rankings_window_figures'))`);
  const windowEnd = windowBounds(rankingsWindows[0], now).end;
  const slugs = await appsToMeasure(db, windowEnd);
  if (slugs.length === 0) return 0;
  await db.execute(
    sql`DELETE FROM rankings_window_figures WHERE app_slug = ANY(${sql.param(slugs)}::text[])`,
  );
  const chains = await chainsOf(db, slugs);
  for (const window of rankingsWindows)
    for (const chain of ['all' as const, ...chains])
      await keepWindow(db, tokens, slugs, { window, chain, now });
  await db.execute(sql`DELETE FROM rankings_stale WHERE app_slug = ANY(${sql.param(slugs)}::text[])`);
  return slugs.length;
}
