import { parseAmount, toInputPrecision, unitsOf } from '@dappx/shared/amounts';
import { maxAmountWithFees, percentFees, totalRate, type FeeRates } from '@dappx/shared/fees';
import { governanceTexts, type GovernanceSettings } from '@dappx/shared/governance';
import { stakeDialogTexts } from '@/lib/stake-dialog-texts';
import { stakeFeeRates, unstakeFeeRates } from './stake-fees';

/** Texts the governance dialogs check on the client before asking the server (spec, section 5). */
export const governanceDialogTexts = {
  remaining: 'Stake amount is greater than the remaining amount for staking!',
} as const;

/** The whole fee rate of a stake, and of an unstake, in basis points: what the dialogs name as its percent. */
export const stakeFeeBps = (settings: GovernanceSettings) => BigInt(totalRate(stakeFeeRates(settings)));
export const unstakeFeeBps = (settings: GovernanceSettings) => BigInt(totalRate(unstakeFeeRates(settings)));

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

/** Max: the most the balance pays for with its fees, within the per-transaction and per-account limits. */
export function maxStake(balance: bigint, limits: StakeLimits, fees: FeeRates): bigint {
  const candidates = [maxAmountWithFees(balance, fees), limits.maxPerTx, limits.remaining];
  return toInputPrecision(candidates.reduce((smallest, value) => (value < smallest ? value : smallest)));
}

/** The first rule the typed stake breaks, or undefined when it may go to the preview. */
export function stakeError(input: {
  text: string;
  acknowledged: boolean;
  balance: bigint;
  limits: StakeLimits;
  fees: FeeRates;
}): string | undefined {
  const amount = parseAmount(input.text);
  if (amount === undefined || amount === 0n) return governanceTexts.invalid;
  if (!input.acknowledged) return stakeDialogTexts.checkbox;
  if (amount + percentFees(amount, input.fees).total > input.balance) return governanceTexts.insufficient;
  if (amount < input.limits.min) return governanceTexts.belowMinimum;
  if (amount > input.limits.maxPerTx) return governanceTexts.aboveMaximum;
  if (input.limits.perAccountReached) return governanceTexts.aboveAccount;
  if (amount > input.limits.remaining) return governanceDialogTexts.remaining;
  return undefined;
}

export function unstakeError(text: string, staked: bigint): string | undefined {
  const amount = parseAmount(text);
  if (amount === undefined || amount === 0n) return governanceTexts.unstakeNotPositive;
  if (amount > staked) return governanceTexts.unstakeAboveStake;
  return undefined;
}
