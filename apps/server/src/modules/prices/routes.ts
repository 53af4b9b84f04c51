import { errorCodes, pricesEndpoints } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { cached } from '../../lib/cached';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { listMarketPrices, priceSourceOf, setMarketPrice, type PriceSource } from './price-source';

// Prices change slowly next to how often pages ask; one read a minute per process (spec: 60 s cache).
const priceCacheMs = 60_000;

/**
 * The configured price source, read at most once a minute: what the prices call answers and what the
 * market's first paint shows, so both give the same USD value.
 */
export function cachedPriceSource({ db, config }: Pick<AppDeps, 'db' | 'config'>): PriceSource {
  const source = priceSourceOf(config.priceSourceUrl, db);
  return { name: source.name, read: cached(priceCacheMs, source.read) };
}

export async function pricesRoutes(app: App, { db, source }: Pick<AppDeps, 'db'> & { source: PriceSource }) {
  const prices = source.read;

  serveEndpoint(
    app,
    pricesEndpoints.getMarketPrices,
    {
      tags: ['wallet'],
      summary: 'USD per token (ACE, DAPPX, ETH, IMX), cached for a minute; no session needed',
      errors: [503],
    },
    async ({ request, reply }) => {
      const answer = await prices().catch((error: unknown) => {
        request.log.warn({ err: error, source: source.name }, 'price source failed');
        throw new AppError(503, errorCodes.unavailable, "Can't pull conversion rate.");
      });
      reply.header('cache-control', 'public, max-age=60');
      return answer;
    },
  );
  registerAdminPrices(app, db);
}

/** The console's demo prices (finance), as the admin's `price`; a configured HTTP source ignores them. */
function registerAdminPrices(app: App, db: AppDeps['db']) {
  const tags = ['admin'];
  const errors = [401, 403];
  serveEndpoint(
    app,
    pricesEndpoints.adminPrices,
    { tags, summary: 'The demo price source: USD per symbol as saved', errors },
    async () => ({ prices: await listMarketPrices(db) }),
  );
  serveEndpoint(
    app,
    pricesEndpoints.setAdminPrice,
    { tags, summary: 'Set a symbol’s USD price in the demo price source (audited)', errors },
    ({ params, body, operator }) => setMarketPrice(db, operator.address, params.symbol, body.usd),
  );
}
