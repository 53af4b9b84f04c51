import {
  currentPledgeSeasonResponse,
  pledgeAmountResponse,
  pledgedAcentPerSeasonResponse,
  pledgeHistoryResponse,
  unitsOf,
} from '@dappx/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postMoneyCall } from '@/lib/money-call';

const seasonsKey = ['seasons'] as const;

export function useSeasons() {
  return useQuery({
    queryKey: [...seasonsKey, 'current'],
    queryFn: () => apiRequest('/users/acent/currentPledgeSeason', { schema: currentPledgeSeasonResponse }),
  });
}

/** ACE staked in seasons not completed yet: the 'Current Season' amount. */
export function usePledgedAcent() {
  const query = useQuery({
    queryKey: [...seasonsKey, 'pledged'],
    queryFn: () => apiRequest('/users/acent/pledgedAcent', { schema: pledgeAmountResponse }),
  });
  return unitsOf(query.data?.pledge_amount);
}

export function usePledgedPerSeason(seasonIds: string[]) {
  return useQuery({
    queryKey: [...seasonsKey, 'perSeason', seasonIds.join(',')],
    queryFn: () =>
      apiRequest('/users/acent/pledgedAcentPerSeason', {
        query: { season_ids: seasonIds.join(',') },
        schema: pledgedAcentPerSeasonResponse,
      }),
    enabled: seasonIds.length > 0,
  });
}

/** The first page is enough for the 'Stake History' total; the rows are not listed on the page. */
export function useStakeHistoryTotal() {
  const query = useQuery({
    queryKey: [...seasonsKey, 'history'],
    queryFn: () =>
      apiRequest('/users/acent/pledgeHistory', {
        query: { offset: '0', limit: '1' },
        schema: pledgeHistoryResponse,
      }),
  });
  return unitsOf(query.data?.total_amount);
}

export const createPledge = (body: {
  pledgeAmount: string;
  wallet: string;
  season_id: string;
  duration: number;
}) => postMoneyCall('/users/acent/createPledge', { ...body, pledge_date: new Date().toISOString() });

/** After a season stake: the season reads and every balance. */
export function useRefreshSeasons() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: seasonsKey }),
      client.invalidateQueries({ queryKey: ['balances'] }),
    ]);
}
