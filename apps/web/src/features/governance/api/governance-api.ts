import {
  aceEarnedResponse,
  edaoEarnedResponse,
  governanceBalanceResponse,
  governanceHistoryResponse,
  governanceSettingsResponse,
  governanceStatusResponse,
  unitsOf,
  type GovernanceToken,
} from '@dappx/shared';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { postMoneyCall } from '@/lib/money-call';

/** Every governance read of a token starts with this key, so a stake or unstake refreshes them all. */
export const governanceKey = (token: GovernanceToken) => ['governance', token] as const;

export function useGovernanceStatus(token: GovernanceToken, enabled = true) {
  return useQuery({
    queryKey: [...governanceKey(token), 'status'],
    queryFn: () =>
      apiRequest(`/users/${token}/governance-pledging/status`, { schema: governanceStatusResponse }),
    enabled,
  });
}

export function useGovernanceSettings(token: GovernanceToken, enabled = true) {
  return useQuery({
    queryKey: [...governanceKey(token), 'settings'],
    queryFn: () =>
      apiRequest(`/users/${token}/governance-pledging/settings`, { schema: governanceSettingsResponse }),
    enabled,
  });
}

/** The staked balance in base units and the end of its penalty window. */
export function useGovernanceStake(token: GovernanceToken) {
  const query = useQuery({
    queryKey: [...governanceKey(token), 'balance'],
    queryFn: () =>
      apiRequest(`/users/${token}/governance-pledging/balance`, { schema: governanceBalanceResponse }),
  });
  return {
    staked: unitsOf(query.data?.balance),
    holdUntil: query.data?.hold_until ? new Date(query.data.hold_until) : null,
    isPending: query.isPending,
  };
}

/** EDAO earned by staked ACE (ACE page) or ACE earned by staked EDAO (EDAO page). */
export function useGovernanceEarned(token: GovernanceToken) {
  const query = useQuery({
    queryKey: ['governance', token, 'earned'],
    queryFn: async () =>
      token === 'acent'
        ? (await apiRequest('/users/acent/governance-pledging/edao-earned', { schema: edaoEarnedResponse }))
            .edao_earned
        : (await apiRequest('/users/edao/governance-pledging/ace-earned', { schema: aceEarnedResponse }))
            .ace_earned,
  });
  return unitsOf(query.data);
}

export function useGovernanceHistory(token: GovernanceToken, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['governance', token, 'history', page],
    queryFn: () =>
      apiRequest(`/users/${token}/governance-pledging/history`, {
        query: { offset: String(page * pageSize), limit: String(pageSize) },
        schema: governanceHistoryResponse,
      }),
    placeholderData: keepPreviousData,
  });
}

export const activateGovernance = (token: GovernanceToken) =>
  postMoneyCall(
    `/users/${token}/governance-pledging/activate`,
    token === 'edao' ? { tokenType: 'EDAO' } : undefined,
  );
export const governancePledge = (token: GovernanceToken, amount: string) =>
  postMoneyCall(`/users/${token}/governance-pledging/pledge`, { amount });
export const governanceUnpledge = (token: GovernanceToken, amount: string) =>
  postMoneyCall(`/users/${token}/governance-pledging/unpledge`, { amount });

/** After an activation, stake or unstake: the token's governance reads and every balance. */
export const useRefreshGovernance = (token: GovernanceToken) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: governanceKey(token) }),
      client.invalidateQueries({ queryKey: ['balances'] }),
    ]);
};
