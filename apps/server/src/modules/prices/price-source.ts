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

/** Sets one symbol's price in the database source (the admin's `price`); pages see it once their cache ends. */
export async function setMarketPrice(db: DbExecutor, symbol: string, usd: string) {
  await db
    .insert(marketPrices)
    .values({ symbol, usd })
    .onConflictDoUpdate({ target: marketPrices.symbol, set: { usd, updatedAt: new Date() } });
}

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
