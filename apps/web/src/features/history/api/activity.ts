import type { ActivityKind, ActivityToken } from '@dappx/shared/activity';
import { historyEndpoints } from '@dappx/shared/endpoints/history';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The list's filters; undefined is every token or every kind. */
export type ActivityFilter = { token?: ActivityToken; kind?: ActivityKind };

/** Rows a "Load more" adds: the spec's history page size. */
export const activityPageSize = 10;

/** Every history query starts with this key, so one invalidation refetches them after a movement. */
export const historyKey = ['history'] as const;

/**
 * What the user did, newest first, a page at a time from the last page's cursor. Read
 * afresh each time the list opens: transfers and stakes made meanwhile do not tell this query.
 */
export function useActivity(filter: ActivityFilter) {
  return useInfiniteQuery({
    queryKey: [...historyKey, 'activity', filter.token ?? 'all', filter.kind ?? 'all'],
    queryFn: ({ pageParam }) =>
      api(historyEndpoints.activity, {
        query: { ...filter, limit: activityPageSize, cursor: pageParam },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    staleTime: 0,
  });
}
