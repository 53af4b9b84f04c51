import { collectionTokensResponse, nftPageSize } from '@dappx/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const collectionTokensKey = (id: string) => ['marketplace', 'collection', id] as const;

/** GET /v1/marketplace/collections/{id}/tokens?offset&limit (no session needed), 36 a page. */
export const getCollectionTokens = (id: string, page: number) =>
  apiRequest(`/v1/marketplace/collections/${encodeURIComponent(id)}/tokens`, {
    query: { offset: String(page * nftPageSize), limit: String(nftPageSize) },
    schema: collectionTokensResponse,
  }).then((answer) => answer.data);

export function useCollectionTokens(id: string, page: number) {
  return useQuery({
    queryKey: [...collectionTokensKey(id), page],
    queryFn: () => getCollectionTokens(id, page),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
