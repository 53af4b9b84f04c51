import { nftPageSize } from '@dappx/shared';
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

export function useCollectionTokens(id: string, page: number) {
  return useQuery({
    queryKey: [...collectionTokensKey(id), page],
    queryFn: () => getCollectionTokens(id, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
