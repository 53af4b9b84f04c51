import {
  aceEarnedResponse,
  earnedZeraResponse,
  edaoEarnedResponse,
  governanceBalanceResponse,
  governanceHistoryResponse,
  myDappxBalanceResponse,
  unitsOf,
  type GovernanceToken,
} from '@dappx/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

// What the wallet area reads of staking (spec, section 7). The staking dialogs that change these values
// invalidate the same keys: ['pledging', ...] and ['governance', token, ...].

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

export function useGovernanceBalance(token: GovernanceToken) {
  const query = useQuery({
    queryKey: ['governance', token, 'balance'],
    queryFn: () =>
      apiRequest(`/users/${token}/governance-pledging/balance`, { schema: governanceBalanceResponse }),
  });
  return unitsOf(query.data?.balance);
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
