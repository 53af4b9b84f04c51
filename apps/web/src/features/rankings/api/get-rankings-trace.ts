import { rankingsEndpoints } from '@dappx/shared/endpoints/rankings';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TraceView } from '../rankings-view';

/**
 * The transactions behind an app's figures, newest first, a page at a time: each page names the
 * cursor of the next, and none after the last.
 */
export const rankingsTraceQuery = (slug: string, view: TraceView) => ({
  queryKey: ['rankings', 'trace', slug, view],
  queryFn: ({ pageParam }: { pageParam: string | undefined }) =>
    api(rankingsEndpoints.rankingsTrace, {
      params: { slug },
      query: { window: view.window, chain: view.chain, cursor: pageParam },
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last: { next_cursor: string | null }) => last.next_cursor ?? undefined,
  staleTime: 30_000,
  retry: false,
});

export const useRankingsTrace = (slug: string, view: TraceView) =>
  useInfiniteQuery(rankingsTraceQuery(slug, view));
