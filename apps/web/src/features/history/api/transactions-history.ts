import { historyEndpoints } from '@dappx/shared/endpoints/history';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Spec, section 7: ten rows a page, offset = 10 x page. */
export const historyPageSize = 10;

export function useTransactionsHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['history', 'acent'],
    queryFn: ({ pageParam }) =>
      api(historyEndpoints.transactionsHistory, {
        params: { token: 'acent' },
        query: { limit: historyPageSize, offset: historyPageSize * pageParam },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * historyPageSize < last.total_rows ? pages.length : undefined,
    enabled,
  });
}
