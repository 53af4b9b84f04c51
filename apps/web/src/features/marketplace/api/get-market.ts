import type { MarketQuery } from '@dappx/shared/marketplace';
import { marketplaceEndpoints } from '@dappx/shared/endpoints/marketplace';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isLoggedIn } from '@/lib/session';

export const marketKey = ['marketplace', 'market'] as const;

/** One page of the market: everything its cards show, how many match, and the collections, in one call. */
export const getMarket = (query: MarketQuery) => api(marketplaceEndpoints.market, { query });

/** One page of the market: what the market's screen shows, and what /explore-3's loader starts early. */
export const marketQuery = (query: MarketQuery) => ({
  queryKey: [...marketKey, query],
  queryFn: () => getMarket(query),
  retry: false,
});

/** The market's page; while another page or filter loads (or it reloads after a purchase), the last one stays. */
export function useMarket(query: MarketQuery) {
  return useQuery({ ...marketQuery(query), placeholderData: keepPreviousData });
}

/** One item, for its own page. */
export function useMarketItem(collectionId: string, tokenId: string) {
  return useQuery({
    queryKey: [...marketKey, 'item', collectionId, tokenId],
    queryFn: () =>
      api(marketplaceEndpoints.marketItem, { params: { collectionId, tokenId } }).then(
        (answer) => answer.item,
      ),
    retry: false,
  });
}

/** The signed-in buyer's NFTs. */
export const myNftsQuery = () => ({
  queryKey: [...marketKey, 'mine'],
  queryFn: () => api(marketplaceEndpoints.myNfts).then((answer) => answer.items),
  retry: false,
});

export const useMyNfts = () => useQuery({ ...myNftsQuery(), enabled: isLoggedIn() });
