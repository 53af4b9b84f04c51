import { queryOptions } from '@tanstack/react-query';
// The market's code comes with the results page only, never with the header's search box.
import { getMarket } from '@/features/marketplace';
import { search } from './search';

/** The results page lists what a person would scroll through; the header's list is a glance. */
const pageLimit = 50;
const pageNftLimit = 24;

/** The results page's apps and games. */
export const searchPageQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', q.toLowerCase(), pageLimit],
    queryFn: () => search(q, pageLimit),
    enabled: q.length > 0,
    staleTime: 60_000,
  });

/** The results page's NFTs: the market's items whose name or collection matches, cheapest first. */
export const searchNftsQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', 'nfts', q.toLowerCase()],
    queryFn: () => getMarket({ search: q, limit: pageNftLimit, sort: 'price-asc' }),
    enabled: q.length > 0,
    staleTime: 30_000,
    retry: false,
  });
