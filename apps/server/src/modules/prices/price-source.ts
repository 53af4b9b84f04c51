import { marketPriceSymbols, type MarketPrices } from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import { marketPrices } from './schema';

/** Where USD prices come from: the database in demo mode, a configured HTTP source in production. */
export type PriceSource = { name: string; read: () => Promise<MarketPrices> };

const priced = (read: (symbol: string) => number | undefined): MarketPrices =>
  Object.fromEntries(
    marketPriceSymbols.flatMap((symbol) => {
      const usd = read(symbol);
      return usd === undefined || !Number.isFinite(usd) || usd < 0 ? [] : [[symbol, { USD: usd }]];
    }),
  );

export function databasePriceSource(db: DbExecutor): PriceSource {
  return {
    name: 'database',
    read: async () => {
      const rows = await db.select().from(marketPrices);
      const bySymbol = new Map(rows.map((row) => [row.symbol, Number(row.usd)]));
      return priced((symbol) => bySymbol.get(symbol));
    },
  };
}

/** An HTTP source answering `{ "ACE": { "USD": 0.01 }, ... }` (the shape the store itself answers). */
export function httpPriceSource(url: string, timeoutMs = 5_000): PriceSource {
  return {
    name: url,
    read: async () => {
      const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const body = (await response.json()) as Record<string, { USD?: unknown } | undefined>;
      return priced((symbol) =>
        typeof body[symbol]?.USD === 'number' ? (body[symbol]!.USD as number) : undefined,
      );
    },
  };
}
