import { unitsOf } from '@dappx/shared/amounts';
import { fixedFees } from '@dappx/shared/fees';
import type { WithdrawSettings } from '@dappx/shared/withdrawals';

// Nothing here imports the web app's own modules: the server's fee test checks the fee against the ledger
// lines of a withdrawal request.

/** The ACE fees of a withdrawal as the settings answer them, in base units, and their sum. */
export const feesOf = (settings: WithdrawSettings) =>
  fixedFees({
    core: unitsOf(settings.withdrawal_fee_core),
    nitro: unitsOf(settings.withdrawal_fee_nitro),
    ubi: unitsOf(settings.withdrawal_fee_ubi),
  });

/** Whether any of the three fees changed (compared as amounts: '1' and '1.0' are the same fee). */
export function feesDiffer(shown: WithdrawSettings, latest: WithdrawSettings) {
  const [before, after] = [feesOf(shown), feesOf(latest)];
  return before.core !== after.core || before.nitro !== after.nitro || before.ubi !== after.ubi;
}

/** The ACE fees of a withdrawal, summed (spec, section 9). */
export const totalFee = (settings: WithdrawSettings) => feesOf(settings).total;
