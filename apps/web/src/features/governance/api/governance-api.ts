import type { GovernanceToken } from '@dappx/shared/governance';
import { unitsOf } from '@dappx/shared/amounts';
import { governanceEndpoints } from '@dappx/shared/endpoints/governance';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { balancesKey } from '@/features/balances';
import { api } from '@/lib/api-client';

/** Every governance read of a token starts with this key, so a stake or unstake refreshes them all. */
export const governanceKey = (token: GovernanceToken) => ['governance', token] as const;

export function useGovernanceStatus(token: GovernanceToken, enabled = true) {
  return useQuery({
    queryKey: [...governanceKey(token), 'status'],
    queryFn: () => api(governanceEndpoints.governanceStatus, { params: { token } }),
    enabled,
  });
}

export function useGovernanceSettings(token: GovernanceToken, enabled = true) {
  return useQuery({
    queryKey: [...governanceKey(token), 'settings'],
    queryFn: () => api(governanceEndpoints.governanceSettings, { params: { token } }),
    enabled,
  });
}

export const governanceStakeQuery = (token: GovernanceToken) =>
  queryOptions({
    queryKey: [...governanceKey(token), 'balance'],
    queryFn: () => api(governanceEndpoints.governanceBalance, { params: { token } }),
  });

/** The staked balance in base units and the end of its penalty window. */
export function useGovernanceStake(token: GovernanceToken) {
  const query = useQuery(governanceStakeQuery(token));
  return {
    staked: unitsOf(query.data?.balance),
    holdUntil: query.data?.hold_until ? new Date(query.data.hold_until) : null,
    isPending: query.isPending,
  };
}

/** EDAO earned by staked ACE (ACE page) or ACE earned by staked EDAO (EDAO page). */
export const governanceEarnedQuery = (token: GovernanceToken) =>
  queryOptions({
    queryKey: [...governanceKey(token), 'earned'],
    queryFn: async () =>
      token === 'acent'
        ? (await api(governanceEndpoints.edaoEarned)).edao_earned
        : (await api(governanceEndpoints.aceEarned)).ace_earned,
  });

export const useGovernanceEarned = (token: GovernanceToken) =>
  unitsOf(useQuery(governanceEarnedQuery(token)).data);

/** Both governance histories show 10 rows a page (spec, section 9). */
export const governanceHistoryPageSize = 10;

export const governanceHistoryQuery = (token: GovernanceToken, page: number) =>
  queryOptions({
    queryKey: [...governanceKey(token), 'history', page],
    queryFn: () =>
      api(governanceEndpoints.governanceHistory, {
        params: { token },
        query: { offset: page * governanceHistoryPageSize, limit: governanceHistoryPageSize },
      }),
    placeholderData: keepPreviousData,
  });

export const useGovernanceHistory = (token: GovernanceToken, page: number) =>
  useQuery(governanceHistoryQuery(token, page));

/** The money calls, each with the Idempotency-Key its dialog's confirm step keeps for retries. */
export const activateGovernance = (token: GovernanceToken, idempotencyKey: string) =>
  api(governanceEndpoints.governanceActivate, {
    params: { token },
    body: token === 'edao' ? { tokenType: 'EDAO' } : undefined,
    idempotencyKey,
  });
export const governancePledge = (token: GovernanceToken, amount: string, idempotencyKey: string) =>
  api(governanceEndpoints.governancePledge, { params: { token }, body: { amount }, idempotencyKey });
export const governanceUnpledge = (token: GovernanceToken, amount: string, idempotencyKey: string) =>
  api(governanceEndpoints.governanceUnpledge, { params: { token }, body: { amount }, idempotencyKey });

/** After an activation, stake or unstake: the token's governance reads and every balance. */
export const useRefreshGovernance = (token: GovernanceToken) => {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: governanceKey(token) }),
      client.invalidateQueries({ queryKey: balancesKey }),
    ]);
};
