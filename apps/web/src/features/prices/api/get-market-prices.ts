import type { marketPriceSymbols } from '@dappx/shared/tokens';
import { pricesEndpoints } from '@dappx/shared/endpoints/prices';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Prices are cached for 60 s after the first fetch (spec, section 4). */
const priceCacheMs = 60_000;

export const getMarketPrices = () => api(pricesEndpoints.getMarketPrices);

/** The prices' query: what the pages that show USD read, and what their loaders start early. */
export const marketPricesQuery = () => ({
  queryKey: ['prices', 'market'],
  queryFn: getMarketPrices,
  staleTime: priceCacheMs,
  retry: false,
});

/** USD per symbol; `failed` when the call failed, so the page says so and shows USD 0 (spec, section 8). */
export function useMarketPrices() {
  const query = useQuery(marketPricesQuery());
  const usdOf = (symbol: (typeof marketPriceSymbols)[number]) =>
    query.isError ? undefined : query.data?.[symbol]?.USD;
  return { usdOf, failed: query.isError };
}
