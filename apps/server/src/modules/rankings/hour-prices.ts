import { l2Coin, marketPriceSymbols } from '@dappx/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import type { PriceSource } from '../prices';
import { hourOf } from './hours';
import { nativeToken, rankingsPrices } from './schema';
import { appsWatchedOn, markStale } from './stale';

type PricedSymbol = (typeof marketPriceSymbols)[number];
const isPriced = (symbol: string): symbol is PricedSymbol =>
  (marketPriceSymbols as readonly string[]).includes(symbol);

/** A token the store prices on one chain: `native` for the chain's coin, else its contract, lowercase. */
export type PricedToken = { chainId: number; token: string; symbol: PricedSymbol };

/**
 * The tokens a volume or balance is valued in, per chain: each L1 network's coin (when the store prices
 * it) and its ACE and DAPPX, and the layer-2's coin. Any other token adds 0 and is named in the trace.
 */
export function pricedTokensOf(chains: ChainsConfig): PricedToken[] {
  const l1 = chains.l1Networks.flatMap((network) => [
    ...(isPriced(network.currencySymbol)
      ? [{ chainId: network.chainId, token: nativeToken, symbol: network.currencySymbol }]
      : []),
    { chainId: network.chainId, token: network.contracts.ace.toLowerCase(), symbol: 'ACE' as const },
    { chainId: network.chainId, token: network.contracts.dappx.toLowerCase(), symbol: 'DAPPX' as const },
  ]);
  return [...l1, { chainId: chains.l2.chainId, token: nativeToken, symbol: l2Coin.symbol }];
}

/** The priced tokens as a table SQL can join: `priced(chain_id, token, symbol)`. */
export function pricedTokensTable(tokens: PricedToken[]): SQL {
  const rows = tokens.map((priced) => sql`(${priced.chainId}::int, ${priced.token}, ${priced.symbol})`);
  return sql`(VALUES ${sql.join(rows, sql`, `)}) AS priced(chain_id, token, symbol)`;
}

/**
 * USD per token of `symbol` at `hour` (SQL expressions): the price recorded for that hour or the
 * nearest before it; for an hour older than every record, the oldest record.
 */
export const usdAtHour = (symbol: SQL, hour: SQL): SQL => sql`coalesce(
  (SELECT usd FROM rankings_prices p WHERE p.symbol = ${symbol} AND p.hour <= ${hour}
    ORDER BY p.hour DESC LIMIT 1),
  (SELECT usd FROM rankings_prices p WHERE p.symbol = ${symbol} ORDER BY p.hour ASC LIMIT 1))`;

/**
 * The USD value of an amount in base units (18 decimals) at a price per token (SQL expressions).
 * Multiplied by 10^-18 rather than divided by 10^18: numeric multiplication is exact, so the values of
 * single rows add up to the value of their sum to the last digit.
 */
export const usdOfBaseUnits = (amount: SQL, usd: SQL): SQL =>
  sql`(${amount} * ${usd} * 0.000000000000000001::numeric)`;

/**
 * Records the price source's prices for the hour `now` falls in: the hour's first read stands, so the
 * figures kept for the windows are measured again once an hour for prices, not at every read.
 */
export async function recordHourPrices(db: DbExecutor, source: PriceSource, now: Date): Promise<void> {
  const prices = await source.read();
  const hour = hourOf(now);
  const rows = Object.entries(prices).flatMap(([symbol, price]) =>
    price && isPriced(symbol) ? [{ symbol, hour, usd: price.USD.toFixed(12) }] : [],
  );
  if (rows.length === 0) return;
  const recorded = await db
    .insert(rankingsPrices)
    .values(rows)
    .onConflictDoNothing()
    .returning({ symbol: rankingsPrices.symbol });
  if (recorded.length > 0) await markStale(db, appsWatchedOn());
}
