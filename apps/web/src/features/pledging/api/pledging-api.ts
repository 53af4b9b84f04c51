import { pledgingEndpoints } from '@dappx/shared/endpoints/pledging';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const pledgingKey = ['pledging'] as const;

export function usePledgingActivated(enabled: boolean) {
  return useQuery({
    queryKey: [...pledgingKey, 'activated'],
    queryFn: async () => (await api(pledgingEndpoints.isPledgingActivated)).data,
    enabled,
  });
}

/** The DAPPX staking rules; the spec sends the token id instead of a session (the declaration's header). */
export function usePledgingConfig(enabled: boolean) {
  return useQuery({
    queryKey: [...pledgingKey, 'config'],
    queryFn: () => api(pledgingEndpoints.getPledgingConfig),
    enabled,
  });
}

/** The end of the DAPPX penalty window: the last pledge plus the holding period. */
export function usePenaltyEnd(holdingPeriodHours: number | undefined) {
  const query = useQuery({
    queryKey: [...pledgingKey, 'underPenalty'],
    queryFn: () => api(pledgingEndpoints.isUnderPenalty, { body: { tokenType: 'DAPPX' } }),
  });
  const data = query.data?.data;
  if (!data?.isUnderPenalty || !data.pleding_date || holdingPeriodHours === undefined) return null;
  return new Date(new Date(data.pleding_date).getTime() + holdingPeriodHours * 3_600_000);
}

/** DAPPX currently staked, in base units. */
export function usePledgeBalance() {
  const query = useQuery({
    queryKey: [...pledgingKey, 'pledgeBalance'],
    queryFn: () => api(pledgingEndpoints.getPledgeBalance, { query: { token_type: 'DAPPX' } }),
  });
  return weiUnits(query.data?.dappx_balance);
}

/** Base units of a wei string; a malformed one reads as 0, like a failed call (spec, section 8). */
const weiUnits = (wei: string | undefined) => (wei && /^\d+$/.test(wei) ? BigInt(wei) : 0n);

export const getMyDappxBalance = async () => {
  const answer = await api(pledgingEndpoints.getMyDappxBalance);
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

/** Also pays out what was mined so far into the Zera vault. */
export const getEarnedZera = async () => {
  const answer = await api(pledgingEndpoints.getEarnedZeraBalance, { body: { token_type: 'DAPPX' } });
  return { earned: weiUnits(answer.earned_zera), miningRate: weiUnits(answer.mining_rate) };
};

/** The money calls: each sends its own Idempotency-Key. */
export const activatePledging = () =>
  api(pledgingEndpoints.createPledgingActivationTransaction, { body: { tokenType: 'DAPPX' } });
export const createPledging = (pledgeAmount: string) =>
  api(pledgingEndpoints.createPledging, { body: { pledgeAmount, tokenType: 'DAPPX' } });
export const createUnpledge = (unpledgeAmount: string) =>
  api(pledgingEndpoints.createUnpledgeTx, { body: { unpledgeAmount, tokenType: 'DAPPX' } });

/** After a stake or unstake: the staking reads and every balance. */
export function useRefreshPledging() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: pledgingKey }),
      client.invalidateQueries({ queryKey: ['balances'] }),
    ]);
}
