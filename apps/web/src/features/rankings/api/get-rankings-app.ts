import { rankingsEndpoints } from '@dappx/shared/endpoints/rankings';
import { useQuery } from '@tanstack/react-query';
import { api, ApiRequestError } from '@/lib/api-client';

/** The app is not in the rankings (no watched contract): asking again will not change it. */
export const isNotRanked = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/** One app's figures per window and chain, its contracts and how fresh they are. */
export const rankingsAppQuery = (slug: string) => ({
  queryKey: ['rankings', 'app', slug],
  queryFn: () => api(rankingsEndpoints.rankingsApp, { params: { slug } }),
  staleTime: 30_000,
  retry: (failures: number, error: unknown) => !isNotRanked(error) && failures < 1,
});

export const useRankingsApp = (slug: string) => useQuery(rankingsAppQuery(slug));
