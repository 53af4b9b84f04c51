import type { RankingsQuery } from '@dappx/shared/rankings';
import { rankingsEndpoints } from '@dappx/shared/endpoints/rankings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How long a page of the rankings is taken as fresh: the server measures again about as often. */
const rankingsStaleMs = 30_000;

/** One page of the apps ranked by a figure: what /rankings shows, and what its loader starts early. */
export const rankingsQuery = (query: RankingsQuery) => ({
  queryKey: ['rankings', 'list', query],
  queryFn: () => api(rankingsEndpoints.rankings, { query }),
  staleTime: rankingsStaleMs,
});

/** While another filter, sort or page loads, the last one stays on screen. */
export const useRankings = (query: RankingsQuery) =>
  useQuery({ ...rankingsQuery(query), placeholderData: keepPreviousData });
