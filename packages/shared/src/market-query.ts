import type { MarketQuery, MarketSort, MarketStatus } from './marketplace';
import { nftPageSize } from './marketplace-constants';

export type MarketFilters = { search: string; collection: string; status: MarketStatus; sort: MarketSort };
export const allCollections = 'all';

/** The market as /explore-3 opens: every collection and status, cheapest first, and a search it was linked with. */
export const initialMarketFilters = (search: string): MarketFilters => ({
  search,
  collection: allCollections,
  status: 'all',
  sort: 'price-asc',
});

/** The search a link to /explore-3 carries (?search=…), as the market reads it. */
export const linkedMarketSearch = (params: URLSearchParams) => params.get('search')?.slice(0, 100) ?? '';

/** The call for one page of the market under these filters (the search as settled). */
export const marketQueryOf = (filters: MarketFilters, page: number): MarketQuery => ({
  offset: page * nftPageSize,
  limit: nftPageSize,
  search: filters.search.trim() || undefined,
  collection: filters.collection === allCollections ? undefined : filters.collection,
  status: filters.status,
  sort: filters.sort,
});
