import { unitsOf } from '@dappx/shared/amounts';
import { seasonsEndpoints } from '@dappx/shared/endpoints/seasons';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { balancesKey } from '@/features/balances';
import { api } from '@/lib/api-client';
import type { MoneyAttempt } from '@/lib/use-idempotency-key';

const seasonsKey = ['seasons'] as const;

export const seasonsQuery = () =>
  queryOptions({
    queryKey: [...seasonsKey, 'current'],
    queryFn: () => api(seasonsEndpoints.currentPledgeSeason),
  });

export const useSeasons = () => useQuery(seasonsQuery());

export const pledgedAcentQuery = () =>
  queryOptions({
    queryKey: [...seasonsKey, 'pledged'],
    queryFn: () => api(seasonsEndpoints.pledgedAcent),
  });

/** ACE staked in seasons not completed yet: the 'Current Season' amount. */
export const usePledgedAcent = () => unitsOf(useQuery(pledgedAcentQuery()).data?.pledge_amount);

export const pledgedPerSeasonQuery = (seasonIds: string[]) =>
  queryOptions({
    queryKey: [...seasonsKey, 'perSeason', seasonIds.join(',')],
    queryFn: () =>
      api(seasonsEndpoints.pledgedAcentPerSeason, { query: { season_ids: seasonIds.join(',') } }),
    enabled: seasonIds.length > 0,
  });

export const usePledgedPerSeason = (seasonIds: string[]) => useQuery(pledgedPerSeasonQuery(seasonIds));

/** The first page is enough for the 'Stake History' total; the rows are not listed on the page. */
export const stakeHistoryTotalQuery = () =>
  queryOptions({
    queryKey: [...seasonsKey, 'history'],
    queryFn: () => api(seasonsEndpoints.pledgeHistory, { query: { offset: 0, limit: 1 } }),
  });

export const useStakeHistoryTotal = () => unitsOf(useQuery(stakeHistoryTotalQuery()).data?.total_amount);

/**
 * The ACE page's season section: the seasons, then each one's stake, so the table is drawn with the page
 * rather than a round trip after it.
 */
export async function prefetchSeasonSection(client: QueryClient) {
  const perSeason = client
    .fetchQuery(seasonsQuery())
    .then(({ seasons }) => client.prefetchQuery(pledgedPerSeasonQuery(seasons.map((season) => season._id))));
  await Promise.all([
    client.prefetchQuery(pledgedAcentQuery()),
    client.prefetchQuery(stakeHistoryTotalQuery()),
    perSeason,
  ]);
}

/**
 * A season stake, a money call. A retry after a lost answer sends the same key and the same body, its
 * pledge date the moment the stake was first confirmed, so the store takes it for the same request.
 */
export const createPledge = (
  body: { pledgeAmount: string; wallet: string; season_id: string; duration: number },
  attempt: MoneyAttempt,
) =>
  api(seasonsEndpoints.createPledge, {
    body: { ...body, pledge_date: attempt.confirmedAt.toISOString() },
    idempotencyKey: attempt.idempotencyKey,
  });

/** After a season stake: the season reads and every balance. */
export function useRefreshSeasons() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: seasonsKey }),
      client.invalidateQueries({ queryKey: balancesKey }),
    ]);
}
