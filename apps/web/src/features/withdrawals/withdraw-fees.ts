import { unitsOf, type WithdrawSettings } from '@dappx/shared';

const feesOf = (settings: WithdrawSettings) =>
  [settings.withdrawal_fee_core, settings.withdrawal_fee_nitro, settings.withdrawal_fee_ubi].map(unitsOf);

/** Whether any of the three fees changed (compared as amounts: '1' and '1.0' are the same fee). */
export const feesDiffer = (shown: WithdrawSettings, latest: WithdrawSettings) =>
  feesOf(shown).some((fee, index) => fee !== feesOf(latest)[index]);

/** The ACE fees of a withdrawal, summed (spec, section 9). */
export const totalFee = (settings: WithdrawSettings) => feesOf(settings).reduce((sum, fee) => sum + fee, 0n);
