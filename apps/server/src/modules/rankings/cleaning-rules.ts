import { figureCleaningRules } from '@dappx/shared';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The apps of one chain to clean, and the addresses known to hand out coin to anyone (an exchange, the
 * demo's owner): a first funding from one of them says nothing about who holds a wallet.
 */
export type CleaningScope = { chainId: number; appSlugs: string[]; distributors: string[] };

const { farm, burst, wash } = figureCleaningRules;

/** The counted transactions of the scope's apps. */
const counted = (scope: CleaningScope) => sql`
  SELECT * FROM rankings_transactions WHERE chain_id = ${scope.chainId}
    AND app_slug = ANY(${sql.param(scope.appSlugs)}::text[]) AND not_counted IS NULL`;

/** A wallet's first funder when it says something: known, and not a distributor. */
const telling = (scope: CleaningScope, funder: SQL) =>
  sql`${funder} IS NOT NULL AND ${funder} <> ALL(${sql.param(scope.distributors)}::text[])`;

/**
 * Wallet farms, as (app_slug, wallet): wallets with at most `maxTransactionsEach` transactions to an
 * app and one first funder, of which at least `minWallets` first came to the app within `windowDays`.
 */
export function farmWallets(scope: CleaningScope): SQL {
  const span = sql`${farm.windowDays} * interval '1 day'`;
  return sql`
    WITH activity AS (
      SELECT app_slug, from_address AS wallet, min(block_time) AS first_at, count(*) AS n
      FROM (${counted(scope)}) c GROUP BY 1, 2
    ), few AS (
      SELECT a.app_slug, a.wallet, a.first_at, f.funder FROM activity a
      JOIN rankings_funders f ON f.chain_id = ${scope.chainId} AND f.wallet = a.wallet
      WHERE a.n <= ${farm.maxTransactionsEach} AND ${telling(scope, sql`f.funder`)}
    ), starts AS (
      SELECT s.app_slug, s.funder, s.first_at FROM few s
      WHERE (SELECT count(*) FROM few c WHERE c.app_slug = s.app_slug AND c.funder = s.funder
             AND c.first_at >= s.first_at AND c.first_at < s.first_at + ${span}) >= ${farm.minWallets}
    )
    SELECT DISTINCT m.app_slug, m.wallet FROM few m JOIN starts s ON s.app_slug = m.app_slug
      AND s.funder = m.funder AND m.first_at >= s.first_at AND m.first_at < s.first_at + ${span}`;
}

/**
 * Bursts, as (app_slug, wallet, hour): the hours of runs of at least `minHours` hours in a row in each
 * of which a wallet sent an app more than `maxTransactionsPerHour` transactions.
 */
export function burstHours(scope: CleaningScope): SQL {
  return sql`
    WITH busy AS (
      SELECT app_slug, from_address AS wallet, date_trunc('hour', block_time, 'UTC') AS hour
      FROM (${counted(scope)}) c GROUP BY 1, 2, 3 HAVING count(*) > ${burst.maxTransactionsPerHour}
    ), runs AS (
      SELECT *, hour - row_number() OVER (PARTITION BY app_slug, wallet ORDER BY hour) * interval '1 hour'
        AS run FROM busy
    )
    SELECT app_slug, wallet, hour FROM runs r WHERE (SELECT count(*) FROM runs o WHERE
      o.app_slug = r.app_slug AND o.wallet = r.wallet AND o.run = r.run) >= ${burst.minHours}`;
}

/** The item sales of the scope's apps. */
function salesOf(scope: CleaningScope): SQL {
  return sql`SELECT * FROM rankings_sales WHERE chain_id = ${scope.chainId}
    AND app_slug = ANY(${sql.param(scope.appSlugs)}::text[])`;
}

/**
 * Wash trades, as (app_slug, tx_hash): sales whose buyer is the seller; that the buyer sells back to
 * the seller (or bought from it) within `windowDays`; in which a wallet trades the item for at least the
 * `minTradesOfItem`-th time within `windowDays`; or whose buyer and seller share a telling first funder.
 */
export function washTrades(scope: CleaningScope): SQL {
  const span = sql`${wash.windowDays} * interval '1 day'`;
  const nth = wash.minTradesOfItem - 1;
  return sql`
    WITH sales AS (${salesOf(scope)}),
    parts AS (
      SELECT app_slug, collection, item, tx_hash, block_time, log_index, part.wallet
      FROM sales, LATERAL (VALUES (seller), (buyer)) AS part(wallet)
    ), numbered AS (
      SELECT *, row_number() OVER w AS n, lead(block_time, ${nth}) OVER w AS nth_time FROM parts
      WINDOW w AS (PARTITION BY app_slug, collection, item, wallet ORDER BY block_time, tx_hash, log_index)
    ), repeated AS (
      SELECT m.app_slug, m.tx_hash FROM numbered s JOIN numbered m USING (app_slug, collection, item, wallet)
      WHERE s.nth_time < s.block_time + ${span} AND m.n BETWEEN s.n AND s.n + ${nth}
    )
    SELECT app_slug, tx_hash FROM sales s WHERE s.buyer = s.seller
      OR EXISTS (SELECT 1 FROM sales o WHERE o.app_slug = s.app_slug AND o.collection = s.collection
        AND o.item = s.item AND o.seller = s.buyer AND o.buyer = s.seller
        AND o.block_time > s.block_time - ${span} AND o.block_time < s.block_time + ${span})
      OR EXISTS (SELECT 1 FROM rankings_funders b JOIN rankings_funders f ON f.funder = b.funder
        WHERE b.chain_id = ${scope.chainId} AND f.chain_id = ${scope.chainId} AND b.wallet = s.buyer
          AND f.wallet = s.seller AND ${telling(scope, sql`b.funder`)})
    UNION SELECT app_slug, tx_hash FROM repeated`;
}
