import {
  governanceTexts,
  parseAmount,
  toInputPrecision,
  unitsOf,
  type GovernanceSettings,
} from '@dappx/shared';
import { stakeDialogTexts } from '@/lib/stake-dialog-texts';

/** Texts the governance dialogs check on the client before asking the server (spec, section 5). */
export const governanceDialogTexts = {
  remaining: 'Stake amount is greater than the remaining amount for staking!',
} as const;

/** Percent fees (1.5 = 1.5 %) as basis points, the unit the amounts are multiplied in. */
const basisPoints = (...percents: number[]) =>
  BigInt(Math.round(percents.reduce((sum, p) => sum + p, 0) * 100));
export const feeOf = (amount: bigint, bps: bigint) => (amount * bps) / 10_000n;

export const stakeFeeBps = (settings: GovernanceSettings) =>
  basisPoints(settings.pledge_fee_core, settings.pledge_fee_nitro, settings.pledge_fee_ubi);
export const unstakeFeeBps = (settings: GovernanceSettings) =>
  basisPoints(settings.unpledge_fee_core, settings.unpledge_fee_nitro, settings.unpledge_fee_ubi);

export type StakeLimits = { min: bigint; maxPerTx: bigint; remaining: bigint; perAccountReached: boolean };

export function stakeLimits(settings: GovernanceSettings, staked: bigint): StakeLimits {
  const remaining = unitsOf(settings.max_pledge_per_user) - staked;
  return {
    min: unitsOf(settings.min_pledge_per_tx),
    maxPerTx: unitsOf(settings.max_pledge_per_tx),
    remaining: remaining > 0n ? remaining : 0n,
    perAccountReached: remaining <= 0n,
  };
}

/** Max: the most the balance pays for with its fee, within the per-transaction and per-account limits. */
export function maxStake(balance: bigint, limits: StakeLimits, feeBps: bigint): bigint {
  const affordable = (balance * 10_000n) / (10_000n + feeBps);
  const candidates = [affordable, limits.maxPerTx, limits.remaining];
  return toInputPrecision(candidates.reduce((smallest, value) => (value < smallest ? value : smallest)));
}

/** The first rule the typed stake breaks, or undefined when it may go to the preview. */
export function stakeError(input: {
  text: string;
  acknowledged: boolean;
  balance: bigint;
  limits: StakeLimits;
  feeBps: bigint;
}): string | undefined {
  const amount = parseAmount(input.text);
  if (amount === undefined || amount === 0n) return governanceTexts.invalid;
  if (!input.acknowledged) return stakeDialogTexts.checkbox;
  if (amount + feeOf(amount, input.feeBps) > input.balance) return governanceTexts.insufficient;
  if (amount < input.limits.min) return governanceTexts.belowMinimum;
  if (amount > input.limits.maxPerTx) return governanceTexts.aboveMaximum;
  if (input.limits.perAccountReached) return governanceTexts.aboveAccount;
  if (amount > input.limits.remaining) return governanceDialogTexts.remaining;
  return undefined;
}

export function unstakeError(text: string, staked: bigint): string | undefined {
  const amount = parseAmount(text);
  if (amount === undefined || amount === 0n) return governanceTexts.unpledgeNotPositive;
  if (amount > staked) return governanceTexts.unpledgeAboveStake;
  return undefined;
}
