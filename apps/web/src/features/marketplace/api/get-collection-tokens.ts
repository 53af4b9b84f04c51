import { nftPageSize } from '@dappx/shared/marketplace-constants';
import { marketplaceEndpoints } from '@dappx/shared/endpoints/marketplace';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const collectionTokensKey = (id: string) => ['marketplace', 'collection', id] as const;

/** A page of a collection's tokens (no session needed), 36 a page. */
export const getCollectionTokens = (id: string, page: number) =>
  api(marketplaceEndpoints.collectionTokens, {
    params: { id },
    query: { offset: page * nftPageSize, limit: nftPageSize },
  }).then((answer) => answer.data);

/** A page of a collection: what its screen shows, and what the collection's loader starts early. */
export const collectionTokensQuery = (id: string, page: number) => ({
  queryKey: [...collectionTokensKey(id), page],
  queryFn: () => getCollectionTokens(id, page),
  retry: false,
});

export function useCollectionTokens(id: string, page: number) {
  return useQuery({ ...collectionTokensQuery(id, page), placeholderData: keepPreviousData });
}
