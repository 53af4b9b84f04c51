import {
  isPledgingActivatedResponse,
  isUnderPenaltyResponse,
  okResponse,
  pledgeBalanceResponse,
  pledgingConfigResponse,
} from '@dappx/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

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
  return BigInt(query.data?.dappx_balance ?? 0);
}

const moneyCall = (path: string, body: object) =>
  apiRequest(path, {
    method: 'POST',
    body,
    schema: okResponse,
    headers: { 'idempotency-key': newIdempotencyKey() },
  });

export const activatePledging = () =>
  moneyCall('/users/createPledgingActivationTransaction', { tokenType: 'DAPPX' });
export const createPledging = (pledgeAmount: string) =>
  moneyCall('/users/createPledging', { pledgeAmount, tokenType: 'DAPPX' });
export const createUnpledge = (unpledgeAmount: string) =>
  moneyCall('/users/createUnpledgeTx', { unpledgeAmount, tokenType: 'DAPPX' });

/** After a stake or unstake: the staking reads and every balance. */
export function useRefreshPledging() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: pledgingKey }),
      client.invalidateQueries({ queryKey: ['balances'] }),
    ]);
}
