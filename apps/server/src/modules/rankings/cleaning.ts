import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { keyAccount } from '../../lib/chain-clients';
import type { ChainsConfig } from '../../lib/chains-config';
import { burstHours, farmWallets, washTrades, type CleaningScope } from './cleaning-rules';
import { recordFunders } from './funders';
import { hourOf, rebuildHours } from './hours';
import type { RankedChain } from './watched-chains';

export type { CleaningScope } from './cleaning-rules';

/** The addresses the store knows to fund anyone: on the demo chains, the demo's owner. */
export function knownDistributors(chains: ChainsConfig): string[] {
  return chains.demoOwnerKey ? [keyAccount(chains.demoOwnerKey).address.toLowerCase()] : [];
}

type Changed = { app_slug: string; first: string; last: string };

/**
 * Sets each transaction's `cleaned` to the first rule that flags it (wash, burst, farm) or null;
 * answers the span of time each app's changed rows lie in.
 */
async function flagTransactions(db: DbExecutor, scope: CleaningScope): Promise<Changed[]> {
  const { rows } = await db.execute<Changed>(sql`
    WITH verdicts AS (
      SELECT t.tx_hash, t.app_slug, CASE WHEN w.tx_hash IS NOT NULL THEN 'wash'
        WHEN b.wallet IS NOT NULL THEN 'burst' WHEN f.wallet IS NOT NULL THEN 'farm' END AS reason
      FROM rankings_transactions t
      LEFT JOIN (${farmWallets(scope)}) f ON f.app_slug = t.app_slug AND f.wallet = t.from_address
      LEFT JOIN (${burstHours(scope)}) b ON b.app_slug = t.app_slug AND b.wallet = t.from_address
        AND b.hour = date_trunc('hour', t.block_time, 'UTC')
      LEFT JOIN (${washTrades(scope)}) w ON w.app_slug = t.app_slug AND w.tx_hash = t.tx_hash
      WHERE t.chain_id = ${scope.chainId} AND t.app_slug = ANY(${sql.param(scope.appSlugs)}::text[])
    ), changed AS (
      UPDATE rankings_transactions t SET cleaned = v.reason FROM verdicts v
      WHERE t.chain_id = ${scope.chainId} AND t.tx_hash = v.tx_hash AND t.app_slug = v.app_slug
        AND t.cleaned IS DISTINCT FROM v.reason
      RETURNING t.app_slug, t.block_time
    )
    SELECT app_slug, min(block_time)::text AS first, max(block_time)::text AS last FROM changed GROUP BY 1`);
  return rows;
}

/** A transfer is cleaned as the transaction it came in (the payment of a wash trade, a farm's deposit). */
async function flagTransfers(db: DbExecutor, scope: CleaningScope): Promise<Changed[]> {
  const { rows } = await db.execute<Changed>(sql`
    WITH changed AS (
      UPDATE rankings_transfers r SET cleaned = (SELECT t.cleaned FROM rankings_transactions t
        WHERE t.chain_id = r.chain_id AND t.tx_hash = r.tx_hash AND t.app_slug = r.app_slug)
      WHERE r.chain_id = ${scope.chainId} AND r.app_slug = ANY(${sql.param(scope.appSlugs)}::text[])
        AND r.cleaned IS DISTINCT FROM (SELECT t.cleaned FROM rankings_transactions t
          WHERE t.chain_id = r.chain_id AND t.tx_hash = r.tx_hash AND t.app_slug = r.app_slug)
      RETURNING r.app_slug, r.block_time
    )
    SELECT app_slug, min(block_time)::text AS first, max(block_time)::text AS last FROM changed GROUP BY 1`);
  return rows;
}

/**
 * Flags the rows of the scope's apps by the cleaning rules (`cleaning-rules.ts`) and rebuilds the hours
 * whose rows changed flag: a new row may make older ones part of a farm, a burst or a wash trade.
 */
export async function cleanFigures(db: DbExecutor, scope: CleaningScope): Promise<void> {
  if (scope.appSlugs.length === 0) return;
  const changed = [...(await flagTransactions(db, scope)), ...(await flagTransfers(db, scope))];
  const spans = new Map<string, { first: Date; last: Date }>();
  for (const row of changed) {
    const [first, last] = [new Date(row.first), new Date(row.last)];
    const known = spans.get(row.app_slug);
    spans.set(row.app_slug, {
      first: known && known.first < first ? known.first : first,
      last: known && known.last > last ? known.last : last,
    });
  }
  for (const [appSlug, span] of spans)
    await rebuildHours(db, {
      chainId: scope.chainId,
      appSlugs: [appSlug],
      fromHour: hourOf(span.first),
      toHour: hourOf(span.last),
    });
}

/** A chain as the cleaning reads it: its client, and who funds anyone there (`knownDistributors`). */
export type CleanedChain = RankedChain & { distributors: string[] };

/**
 * What a round does after writing its rows, up to block `head`: looks up the first funders of wallets
 * new to the rankings, then cleans the apps it wrote rows of and those the newly funded wallets used.
 */
export async function cleanRound(
  db: DbExecutor,
  chain: CleanedChain,
  appSlugs: string[],
  head: bigint,
): Promise<void> {
  const funded = await recordFunders(db, chain, head);
  const { rows } = await db.execute<{ app_slug: string }>(sql`
    SELECT app_slug FROM rankings_transactions
    WHERE chain_id = ${chain.chainId} AND from_address = ANY(${sql.param(funded)}::text[])
    UNION SELECT app_slug FROM rankings_sales WHERE chain_id = ${chain.chainId}
      AND (seller = ANY(${sql.param(funded)}::text[]) OR buyer = ANY(${sql.param(funded)}::text[]))`);
  const apps = [...new Set([...appSlugs, ...rows.map((row) => row.app_slug)])];
  await cleanFigures(db, { chainId: chain.chainId, appSlugs: apps, distributors: chain.distributors });
}

/** Cleans every app watched on the chain again (after a rollback dropped rows that flagged others). */
export async function cleanChain(db: DbExecutor, chain: CleanedChain): Promise<void> {
  const { rows } = await db.execute<{ app_slug: string }>(sql`
    SELECT DISTINCT app_slug FROM rankings_contracts WHERE chain_id = ${chain.chainId}`);
  await cleanFigures(db, {
    chainId: chain.chainId,
    appSlugs: rows.map((row) => row.app_slug),
    distributors: chain.distributors,
  });
}
