import { parseAmount, toInputPrecision } from '@dappx/shared/amounts';
import { pledgingTexts, type PledgingConfigResponse } from '@dappx/shared/pledging';
import { stakeDialogTexts } from '@/lib/stake-dialog-texts';

export type PledgeLimits = { min: bigint; maxPerTx: bigint; remaining: bigint };

export function pledgeLimits(config: PledgingConfigResponse, pledged: bigint): PledgeLimits {
  const remaining = BigInt(config.data.maximum_pledge_per_account) - pledged;
  return {
    min: BigInt(config.data.minimum_pledge_limit_per_transaction),
    maxPerTx: BigInt(config.data.maximum_pledge_limit_per_transaction),
    remaining: remaining > 0n ? remaining : 0n,
  };
}

/** Max: the smallest of the balance, the per-transaction cap and what the account may still stake. */
export const maxPledge = (balance: bigint, limits: PledgeLimits) =>
  toInputPrecision([balance, limits.maxPerTx, limits.remaining].reduce((a, b) => (b < a ? b : a)));

/** DAPPX stake checks, wording B of the spec's limit messages. */
export function pledgeError(input: {
  text: string;
  acknowledged: boolean;
  balance: bigint;
  limits: PledgeLimits;
}) {
  const amount = parseAmount(input.text);
  if (amount === undefined || amount === 0n) return pledgingTexts.notPositive;
  if (!input.acknowledged) return stakeDialogTexts.checkbox;
  if (amount > input.balance) return pledgingTexts.insufficient;
  if (amount < input.limits.min) return pledgingTexts.belowMinimum;
  if (amount > input.limits.maxPerTx || amount > input.limits.remaining) return pledgingTexts.aboveMaximum;
  return undefined;
}

export function unpledgeError(input: { text: string; pledged: bigint; aceBalance: bigint; aceFee: bigint }) {
  const amount = parseAmount(input.text);
  if (amount === undefined || amount === 0n) return pledgingTexts.notPositive;
  if (amount > input.pledged) return pledgingTexts.unpledgeAboveStake;
  if (input.aceFee > input.aceBalance) return pledgingTexts.insufficient;
  return undefined;
}
