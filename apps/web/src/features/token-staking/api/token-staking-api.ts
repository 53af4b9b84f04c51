import type { TokenStakingTokenType } from '@dappx/shared/tokens';
import { tokenStakingEndpoints } from '@dappx/shared/endpoints/token-staking';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { balancesKey } from '@/features/balances';
import { api } from '@/lib/api-client';

const tokenStakingKey = ['tokenStaking'] as const;

export function useTokenStakingActivated(token: TokenStakingTokenType, enabled: boolean) {
  return useQuery({
    queryKey: [...tokenStakingKey, token, 'activated'],
    queryFn: async () =>
      (await api(tokenStakingEndpoints.isPledgingActivated, { query: { token_type: token } })).data,
    enabled,
  });
}

/** A token's staking rules; the spec names the token in a header instead of sending a session. */
export function useTokenStakingConfig(token: TokenStakingTokenType, enabled: boolean) {
  return useQuery({
    queryKey: [...tokenStakingKey, token, 'config'],
    queryFn: () => api(tokenStakingEndpoints.getPledgingConfig, { headers: { 'custom-token-id': token } }),
    enabled,
  });
}

/** The end of a token's penalty window: its last pledge plus the holding period. */
export function usePenaltyEnd(token: TokenStakingTokenType, holdingPeriodHours: number | undefined) {
  const query = useQuery({
    queryKey: [...tokenStakingKey, token, 'underPenalty'],
    queryFn: () => api(tokenStakingEndpoints.isUnderPenalty, { body: { tokenType: token } }),
  });
  const data = query.data?.data;
  if (!data?.isUnderPenalty || !data.pleding_date || holdingPeriodHours === undefined) return null;
  return new Date(new Date(data.pleding_date).getTime() + holdingPeriodHours * 3_600_000);
}

export const tokenStakeBalanceQuery = (token: TokenStakingTokenType) =>
  queryOptions({
    queryKey: [...tokenStakingKey, token, 'pledgeBalance'],
    queryFn: () => api(tokenStakingEndpoints.getPledgeBalance, { query: { token_type: token } }),
  });

/** The token currently staked, in base units (DAPPX answers `dappx_balance`, ACE `balance`). */
export function useTokenStakeBalance(token: TokenStakingTokenType) {
  const query = useQuery(tokenStakeBalanceQuery(token));
  const answer = query.data;
  return weiUnits(answer && ('dappx_balance' in answer ? answer.dappx_balance : answer.balance));
}

/** Base units of a wei string; a malformed one reads as 0, like a failed call (spec, section 8). */
const weiUnits = (wei: string | undefined) => (wei && /^\d+$/.test(wei) ? BigInt(wei) : 0n);

export const getMyDappxBalance = async () => {
  const answer = await api(tokenStakingEndpoints.getMyDappxBalance);
  return {
    total: weiUnits(answer.total_dappx),
    pledged: weiUnits(answer.pledged_dappx),
    unpledged: weiUnits(answer.unpledged_dappx),
  };
};

export const myDappxBalanceQuery = () =>
  queryOptions({ queryKey: [...tokenStakingKey, 'myDappxBalance'], queryFn: getMyDappxBalance });

export function useMyDappxBalance() {
  const query = useQuery(myDappxBalanceQuery());
  return query.data ?? { total: 0n, pledged: 0n, unpledged: 0n };
}

/** Also pays out what the token's stake mined so far into the Zera vault. */
export const getEarnedZera = async (token: TokenStakingTokenType) => {
  const answer = await api(tokenStakingEndpoints.getEarnedZeraBalance, { body: { token_type: token } });
  return {
    earned: weiUnits(answer.earned_zera),
    miningRate: weiUnits(answer.mining_rate),
    pledged: weiUnits(answer.pledged_dappx),
  };
};

/**
 * The money calls, each with the Idempotency-Key its dialog's confirm step keeps for retries. ACE
 * unstakes in the spec's own form, `amount`.
 */
export const activateTokenStaking = (token: TokenStakingTokenType, idempotencyKey: string) =>
  api(tokenStakingEndpoints.createPledgingActivationTransaction, {
    body: { tokenType: token },
    idempotencyKey,
  });
export const createPledging = (token: TokenStakingTokenType, pledgeAmount: string, idempotencyKey: string) =>
  api(tokenStakingEndpoints.createPledging, { body: { pledgeAmount, tokenType: token }, idempotencyKey });
export const createUnpledge = (token: TokenStakingTokenType, amount: string, idempotencyKey: string) =>
  api(tokenStakingEndpoints.createUnpledgeTx, {
    body: token === 'ACE' ? { amount } : { unpledgeAmount: amount, tokenType: token },
    idempotencyKey,
  });

/** After a stake or unstake: the staking reads and every balance. */
export function useRefreshTokenStaking() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: tokenStakingKey }),
      client.invalidateQueries({ queryKey: balancesKey }),
    ]);
}
