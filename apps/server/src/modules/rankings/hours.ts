import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { nativeToken } from './schema';
import { appsWatchedOn, markStale } from './stale';

/** Which hourly figures to rebuild: one chain, optionally some apps and a span of hours (both ends in). */
export type HoursScope = { chainId: number; appSlugs?: string[]; fromHour?: Date; toHour?: Date };

const hourMs = 3_600_000;

/** The start of the hour a moment falls in (UTC). */
export const hourOf = (time: Date) => new Date(Math.floor(time.getTime() / hourMs) * hourMs);

const hourOfRow = sql`date_trunc('hour', block_time, 'UTC')`;

/** The scope as a condition on the indexed rows (their block time) or on the hourly rows (their hour). */
function scopeCondition(scope: HoursScope, on: 'rows' | 'hours'): SQL {
  const parts = [sql`chain_id = ${scope.chainId}`];
  if (scope.appSlugs !== undefined) parts.push(sql`app_slug = ANY(${sql.param(scope.appSlugs)}::text[])`);
  const time = on === 'rows' ? sql`block_time` : sql`hour`;
  if (scope.fromHour) parts.push(sql`${time} >= ${scope.fromHour.toISOString()}::timestamptz`);
  if (scope.toHour)
    parts.push(sql`${time} < ${new Date(scope.toHour.getTime() + hourMs).toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

/**
 * Rebuilds the hourly figures of the scope from the indexed rows alone, so they never drift from the
 * transactions they sum: transactions counted, volume per token, and each active wallet once, each with
 * its cleaned counterpart (the rows no cleaning rule flags; a wallet is trusted while one of its rows of
 * the hour is). Their apps' kept window figures are marked stale.
 */
export async function rebuildHours(db: DbExecutor, scope: HoursScope): Promise<void> {
  await markStale(
    db,
    scope.appSlugs === undefined
      ? appsWatchedOn(scope.chainId)
      : sql`SELECT unnest(${sql.param(scope.appSlugs)}::text[]) AS app_slug`,
  );
  const hours = scopeCondition(scope, 'hours');
  const rows = scopeCondition(scope, 'rows');
  await db.execute(sql`DELETE FROM rankings_hourly WHERE ${hours}`);
  await db.execute(sql`DELETE FROM rankings_hourly_volume WHERE ${hours}`);
  await db.execute(sql`DELETE FROM rankings_hourly_wallets WHERE ${hours}`);
  await db.execute(sql`
    INSERT INTO rankings_hourly (app_slug, chain_id, hour, transactions, clean_transactions)
    SELECT app_slug, chain_id, ${hourOfRow}, count(*), count(*) FILTER (WHERE cleaned IS NULL)
    FROM rankings_transactions WHERE ${rows} AND not_counted IS NULL GROUP BY 1, 2, 3`);
  await db.execute(sql`
    INSERT INTO rankings_hourly_volume (app_slug, chain_id, hour, token, amount, clean_amount)
    SELECT app_slug, chain_id, hour, token, sum(amount), coalesce(sum(amount) FILTER (WHERE cleaned IS NULL), 0)
    FROM (
      SELECT app_slug, chain_id, ${hourOfRow} AS hour, ${nativeToken} AS token, value AS amount, cleaned
      FROM rankings_transactions WHERE ${rows} AND not_counted IS NULL AND value > 0
      UNION ALL
      SELECT app_slug, chain_id, ${hourOfRow}, token, amount, cleaned
      FROM rankings_transfers WHERE ${rows} AND not_counted IS NULL AND amount > 0
    ) counted GROUP BY 1, 2, 3, 4`);
  await db.execute(sql`
    INSERT INTO rankings_hourly_wallets (app_slug, chain_id, hour, wallet, trusted)
    SELECT app_slug, chain_id, ${hourOfRow}, from_address, bool_or(cleaned IS NULL) FROM rankings_transactions
    WHERE ${rows} AND not_counted IS NULL GROUP BY 1, 2, 3, 4`);
}

/**
 * Decides again which of an app's rows on a chain count, against its contracts as listed now: a
 * reverted transaction never does, one sent from another of the app's contracts is internal, and one to
 * a contract that does not count (neither proven by its team nor added by an editor) is unproven.
 */
export async function reclassify(db: DbExecutor, chainId: number, appSlug: string): Promise<void> {
  const ownContracts = sql`(SELECT address FROM rankings_contracts
    WHERE chain_id = ${chainId} AND app_slug = ${appSlug})`;
  const unproven = sql`(SELECT address FROM rankings_contracts
    WHERE chain_id = ${chainId} AND app_slug = ${appSlug} AND NOT counted)`;
  await db.execute(sql`
    UPDATE rankings_transactions SET not_counted = CASE
      WHEN status = 'reverted' THEN 'reverted'
      WHEN from_address IN ${ownContracts} THEN 'internal'
      WHEN to_address IN ${unproven} THEN 'unproven' END
    WHERE chain_id = ${chainId} AND app_slug = ${appSlug}`);
  await db.execute(sql`
    UPDATE rankings_transfers SET not_counted = CASE
      WHEN from_address IN ${ownContracts} THEN 'internal'
      WHEN to_address IN ${unproven} THEN 'unproven' END
    WHERE chain_id = ${chainId} AND app_slug = ${appSlug}`);
}
