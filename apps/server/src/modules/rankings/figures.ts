import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** An app's figures over a window of hours: volume per token (`native` the coin) in base units. */
export type AppFigures = { transactions: number; uaw: number; volume: Record<string, bigint> };

export type FiguresQuery = { appSlug: string; from: Date; to: Date; chainId?: number };

function windowOf(query: FiguresQuery): SQL {
  const parts = [
    sql`app_slug = ${query.appSlug}`,
    sql`hour >= ${query.from.toISOString()}::timestamptz`,
    sql`hour < ${query.to.toISOString()}::timestamptz`,
  ];
  if (query.chainId !== undefined) parts.push(sql`chain_id = ${query.chainId}`);
  return sql.join(parts, sql` AND `);
}

/**
 * An app's transactions, unique active wallets and volume over the hours starting in [from, to), on one
 * chain or all: wallets are counted distinct over the whole window and chains, never summed by hour.
 */
export async function appFigures(db: DbExecutor, query: FiguresQuery): Promise<AppFigures> {
  const where = windowOf(query);
  const { rows: counts } = await db.execute<{ transactions: string | null; uaw: string }>(sql`
    SELECT (SELECT sum(transactions) FROM rankings_hourly WHERE ${where}) AS transactions,
           (SELECT count(DISTINCT wallet) FROM rankings_hourly_wallets WHERE ${where}) AS uaw`);
  const { rows: volumes } = await db.execute<{ token: string; amount: string }>(sql`
    SELECT token, sum(amount)::text AS amount FROM rankings_hourly_volume WHERE ${where} GROUP BY token`);
  return {
    transactions: Number(counts[0]?.transactions ?? 0),
    uaw: Number(counts[0]?.uaw ?? 0),
    volume: Object.fromEntries(volumes.map((row) => [row.token, BigInt(row.amount)])),
  };
}
