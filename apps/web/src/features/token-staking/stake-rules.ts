import { parseAmount, toInputPrecision } from '@dappx/shared/amounts';
import { tokenStakingTexts, type TokenStakingConfigResponse } from '@dappx/shared/token-staking';
import { stakeDialogTexts } from '@/lib/stake-dialog-texts';

export type TokenStakeLimits = { min: bigint; maxPerTx: bigint; remaining: bigint };

export function tokenStakeLimits(config: TokenStakingConfigResponse, pledged: bigint): TokenStakeLimits {
  const remaining = BigInt(config.data.maximum_pledge_per_account) - pledged;
  return {
    min: BigInt(config.data.minimum_pledge_limit_per_transaction),
    maxPerTx: BigInt(config.data.maximum_pledge_limit_per_transaction),
    remaining: remaining > 0n ? remaining : 0n,
  };
}

/** Max: the smallest of the balance, the per-transaction cap and what the account may still stake. */
export const maxTokenStake = (balance: bigint, limits: TokenStakeLimits) =>
  toInputPrecision([balance, limits.maxPerTx, limits.remaining].reduce((a, b) => (b < a ? b : a)));

/** DAPPX stake checks, wording B of the spec's limit messages. */
export function tokenStakeError(input: {
  text: string;
  acknowledged: boolean;
  balance: bigint;
  limits: TokenStakeLimits;
}) {
  const amount = parseAmount(input.text);
  if (amount === undefined || amount === 0n) return tokenStakingTexts.notPositive;
  if (!input.acknowledged) return stakeDialogTexts.checkbox;
  if (amount > input.balance) return tokenStakingTexts.insufficient;
  if (amount < input.limits.min) return tokenStakingTexts.belowMinimum;
  if (amount > input.limits.maxPerTx || amount > input.limits.remaining)
    return tokenStakingTexts.aboveMaximum;
  return undefined;
}

export function tokenUnstakeError(input: {
  text: string;
  pledged: bigint;
  aceBalance: bigint;
  aceFee: bigint;
}) {
  const amount = parseAmount(input.text);
  if (amount === undefined || amount === 0n) return tokenStakingTexts.notPositive;
  if (amount > input.pledged) return tokenStakingTexts.unstakeAboveStake;
  if (input.aceFee > input.aceBalance) return tokenStakingTexts.insufficient;
  return undefined;
}
