import { transactionsHistoryResponse } from '@dappx/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Spec, section 7: ten rows a page, offset = 10 x page. */
export const historyPageSize = 10;

export function useTransactionsHistory(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['history', 'acent'],
    queryFn: ({ pageParam }) =>
      apiRequest('/users/acent/transactionsHistory', {
        query: { limit: String(historyPageSize), offset: String(historyPageSize * pageParam) },
        schema: transactionsHistoryResponse,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      pages.length * historyPageSize < last.total_rows ? pages.length : undefined,
    enabled,
  });
}
