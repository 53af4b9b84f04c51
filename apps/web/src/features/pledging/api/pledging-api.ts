import {
  earnedZeraResponse,
  isPledgingActivatedResponse,
  myDappxBalanceResponse,
  isUnderPenaltyResponse,
  pledgeBalanceResponse,
  pledgingConfigResponse,
} from '@dappx/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postMoneyCall } from '@/lib/money-call';

const pledgingKey = ['pledging'] as const;

export function usePledgingActivated(enabled: boolean) {
  return useQuery({
    queryKey: [...pledgingKey, 'activated'],
    queryFn: async () =>
      (await apiRequest('/users/isPledgingActivated', { schema: isPledgingActivatedResponse })).data,
    enabled,
  });
}

/** The DAPPX staking rules; the spec sends the token id instead of a session for this one. */
export function usePledgingConfig(enabled: boolean) {
  return useQuery({
    queryKey: [...pledgingKey, 'config'],
    queryFn: () =>
      apiRequest('/users/getPledgingConfig', {
        schema: pledgingConfigResponse,
        headers: { 'custom-token-id': 'DAPPX' },
      }),
    enabled,
  });
}

/** The end of the DAPPX penalty window: the last pledge plus the holding period. */
export function usePenaltyEnd(holdingPeriodHours: number | undefined) {
  const query = useQuery({
    queryKey: [...pledgingKey, 'underPenalty'],
    queryFn: () =>
      apiRequest('/users/isUnderPenalty', {
        method: 'POST',
        body: { tokenType: 'DAPPX' },
        schema: isUnderPenaltyResponse,
      }),
  });
  const data = query.data?.data;
  if (!data?.isUnderPenalty || !data.pleding_date || holdingPeriodHours === undefined) return null;
  return new Date(new Date(data.pleding_date).getTime() + holdingPeriodHours * 3_600_000);
}

/** DAPPX currently staked, in base units. */
export function usePledgeBalance() {
  const query = useQuery({
    queryKey: [...pledgingKey, 'pledgeBalance'],
    queryFn: () =>
      apiRequest('/users/getPledgeBalance', {
        query: { token_type: 'DAPPX' },
        schema: pledgeBalanceResponse,
      }),
  });
  return weiUnits(query.data?.dappx_balance);
}

/** Base units of a wei string; a malformed one reads as 0, like a failed call (spec, section 8). */
const weiUnits = (wei: string | undefined) => (wei && /^\d+$/.test(wei) ? BigInt(wei) : 0n);

export const getMyDappxBalance = async () => {
  const answer = await apiRequest('/users/getMyDappxBalance', { schema: myDappxBalanceResponse });
  return {
    total: weiUnits(answer.total_dappx),
    pledged: weiUnits(answer.pledged_dappx),
    unpledged: weiUnits(answer.unpledged_dappx),
  };
};

export function useMyDappxBalance() {
  const query = useQuery({ queryKey: ['pledging', 'myDappxBalance'], queryFn: getMyDappxBalance });
  return query.data ?? { total: 0n, pledged: 0n, unpledged: 0n };
}

/** POST /users/getEarnedZeraBalance: also pays out what was mined so far into the Zera vault. */
export const getEarnedZera = async () => {
  const answer = await apiRequest('/users/getEarnedZeraBalance', {
    method: 'POST',
    body: { token_type: 'DAPPX' },
    schema: earnedZeraResponse,
  });
  return { earned: weiUnits(answer.earned_zera), miningRate: weiUnits(answer.mining_rate) };
};

export const activatePledging = () =>
  postMoneyCall('/users/createPledgingActivationTransaction', { tokenType: 'DAPPX' });
export const createPledging = (pledgeAmount: string) =>
  postMoneyCall('/users/createPledging', { pledgeAmount, tokenType: 'DAPPX' });
export const createUnpledge = (unpledgeAmount: string) =>
  postMoneyCall('/users/createUnpledgeTx', { unpledgeAmount, tokenType: 'DAPPX' });

/** After a stake or unstake: the staking reads and every balance. */
export function useRefreshPledging() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: pledgingKey }),
      client.invalidateQueries({ queryKey: ['balances'] }),
    ]);
}
