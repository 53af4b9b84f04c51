import { bpsOfPercent, percentFees, type FeeRates } from '@dappx/shared/fees';
import type { GovernanceSettings } from '@dappx/shared/governance';

// The governance dialogs' fee maths, on the shared fee functions the server charges with. Nothing here
// imports the web app's own modules: the server's fee test checks these previews against a stake's lines.

/** The settings' percent fees of a stake, and of an unstake inside the penalty window, in basis points. */
export const stakeFeeRates = (settings: GovernanceSettings): FeeRates => ({
  core: bpsOfPercent(settings.pledge_fee_core),
  nitro: bpsOfPercent(settings.pledge_fee_nitro),
  ubi: bpsOfPercent(settings.pledge_fee_ubi),
});
export const unstakeFeeRates = (settings: GovernanceSettings): FeeRates => ({
  core: bpsOfPercent(settings.unpledge_fee_core),
  nitro: bpsOfPercent(settings.unpledge_fee_nitro),
  ubi: bpsOfPercent(settings.unpledge_fee_ubi),
});

/** The active balance and the stake a preview starts from. */
export type StakeBalances = { active: bigint; staked: bigint };

/** A stake's preview: its fee (the parts charged, summed) on top, and both balances afterwards. */
export function stakePreview(settings: GovernanceSettings, amount: bigint, balances: StakeBalances) {
  const fee = percentFees(amount, stakeFeeRates(settings)).total;
  return { fee, activeAfter: balances.active - amount - fee, stakedAfter: balances.staked + amount };
}

/** An unstake's preview: the fee kept inside the penalty window (none before the settings load), both balances after. */
export function unstakePreview(
  settings: GovernanceSettings | undefined,
  amount: bigint,
  penalised: boolean,
  balances: StakeBalances,
) {
  const fee = settings && penalised ? percentFees(amount, unstakeFeeRates(settings)).total : 0n;
  return { fee, activeAfter: balances.active + amount - fee, stakedAfter: balances.staked - amount };
}
