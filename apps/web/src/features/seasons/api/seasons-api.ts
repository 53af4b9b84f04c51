import { unitsOf } from '@dappx/shared';
import { seasonsEndpoints } from '@dappx/shared/endpoints/seasons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MoneyAttempt } from '@/lib/use-idempotency-key';

const seasonsKey = ['seasons'] as const;

export function useSeasons() {
  return useQuery({
    queryKey: [...seasonsKey, 'current'],
    queryFn: () => api(seasonsEndpoints.currentPledgeSeason),
  });
}

/** ACE staked in seasons not completed yet: the 'Current Season' amount. */
export function usePledgedAcent() {
  const query = useQuery({
    queryKey: [...seasonsKey, 'pledged'],
    queryFn: () => api(seasonsEndpoints.pledgedAcent),
  });
  return unitsOf(query.data?.pledge_amount);
}

export function usePledgedPerSeason(seasonIds: string[]) {
  return useQuery({
    queryKey: [...seasonsKey, 'perSeason', seasonIds.join(',')],
    queryFn: () =>
      api(seasonsEndpoints.pledgedAcentPerSeason, { query: { season_ids: seasonIds.join(',') } }),
    enabled: seasonIds.length > 0,
  });
}

/** The first page is enough for the 'Stake History' total; the rows are not listed on the page. */
export function useStakeHistoryTotal() {
  const query = useQuery({
    queryKey: [...seasonsKey, 'history'],
    queryFn: () => api(seasonsEndpoints.pledgeHistory, { query: { offset: 0, limit: 1 } }),
  });
  return unitsOf(query.data?.total_amount);
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
      client.invalidateQueries({ queryKey: ['balances'] }),
    ]);
}
