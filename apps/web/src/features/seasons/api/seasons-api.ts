import { unitsOf } from '@dappx/shared';
import { seasonsEndpoints } from '@dappx/shared/endpoints/seasons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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

export const createPledge = (body: {
  pledgeAmount: string;
  wallet: string;
  season_id: string;
  duration: number;
}) => api(seasonsEndpoints.createPledge, { body: { ...body, pledge_date: new Date().toISOString() } });

/** After a season stake: the season reads and every balance. */
export function useRefreshSeasons() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: seasonsKey }),
      client.invalidateQueries({ queryKey: ['balances'] }),
    ]);
}
