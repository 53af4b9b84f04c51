import { marketPriceSymbols, type AdminPrice, type MarketPrices } from '@dappx/shared';
import type { Db, DbExecutor } from '../../db/client';
import { recordAudit, type Actor } from '../audit';
import { marketPrices } from './schema';

type MarketPriceSymbol = (typeof marketPriceSymbols)[number];

/** Where USD prices come from: the database in demo mode, a configured HTTP source in production. */
export type PriceSource = { name: string; read: () => Promise<MarketPrices> };

const priced = (read: (symbol: string) => number | undefined): MarketPrices =>
  Object.fromEntries(
    marketPriceSymbols.flatMap((symbol) => {
      const usd = read(symbol);
      return usd === undefined || !Number.isFinite(usd) || usd < 0 ? [] : [[symbol, { USD: usd }]];
    }),
  );

/** The demo price source as saved, one row per symbol (null where none was ever set). */
export async function listMarketPrices(db: DbExecutor): Promise<AdminPrice[]> {
  const rows = await db.select().from(marketPrices);
  return marketPriceSymbols.map((symbol) => {
    const row = rows.find((candidate) => candidate.symbol === symbol);
    return { symbol, usd: row?.usd ?? null, updated_at: row?.updatedAt.toISOString() ?? null };
  });
}

/**
 * Sets one symbol's price in the database source (the admin's `price` and the console), with its audit
 * row; pages see it once their cache ends.
 */
export async function setMarketPrice(db: Db, actor: Actor, symbol: MarketPriceSymbol, usd: string) {
  return db.transaction(async (tx) => {
    const before = (await listMarketPrices(tx)).find((price) => price.symbol === symbol)!;
    await tx
      .insert(marketPrices)
      .values({ symbol, usd })
      .onConflictDoUpdate({ target: marketPrices.symbol, set: { usd, updatedAt: new Date() } });
    const after = (await listMarketPrices(tx)).find((price) => price.symbol === symbol)!;
    await recordAudit(tx, {
      operator: actor,
      action: 'price.set',
      target: symbol,
      before: { usd: before.usd },
      after: { usd: after.usd },
    });
    return after;
  });
}

function databasePriceSource(db: DbExecutor): PriceSource {
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
function httpPriceSource(url: string, timeoutMs = 5_000): PriceSource {
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

/** The store's price source: the configured HTTP one, else the database's demo prices. */
export const priceSourceOf = (priceSourceUrl: string | undefined, db: DbExecutor): PriceSource =>
  priceSourceUrl ? httpPriceSource(priceSourceUrl) : databasePriceSource(db);
