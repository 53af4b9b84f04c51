import { maxAmountWithFees } from '@dappx/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  stakePreview,
  unstakePreview,
  type StakeBalances,
} from '../../../../web/src/features/governance/stake-fees';
import { anyUnits, feesPaid, lineUserId, userNet } from '../../../test/ledger-lines';
import type { Line } from '../ledger';
import { governanceSettingsOf, stakeLines, unstakeLines, type GovernanceConfig } from './service';

// The stake dialogs' previews against what the server charges: the settings go through the API's answer
// (governanceSettingsOf) into the web's preview, and through the ledger lines the service posts.

type Rates = [core: number, nitro: number, ubi: number];
const none: Rates = [0, 0, 0];

const configOf = ([core, nitro, ubi]: Rates, unstake = none): GovernanceConfig => ({
  asset: 'ACE',
  minPledgePerTx: 1n,
  maxPledgePerTx: 10n ** 40n,
  maxPledgePerUser: 10n ** 40n,
  activationFee: 0n,
  penaltyDurationHours: 72,
  pledgeFeeCoreBps: core,
  pledgeFeeNitroBps: nitro,
  pledgeFeeUbiBps: ubi,
  unpledgeFeeCoreBps: unstake[0],
  unpledgeFeeNitroBps: unstake[1],
  unpledgeFeeUbiBps: unstake[2],
  rewardAsset: 'EDAO',
  rewardRatePerMinute: 0n,
});

// Basis points per part, at most 100 % together (the table's CHECK); amounts in any base units.
const part = fc.integer({ min: 0, max: 5_000 });
const rates = fc.tuple(part, part, part).filter(([core, nitro, ubi]) => core + nitro + ubi <= 10_000);
const balances = fc.record({ active: anyUnits, staked: anyUnits });

/** The preview's fee and balances afterwards are those the ledger lines make, to the base unit. */
function expectCharged(
  preview: { fee: bigint; activeAfter: bigint; stakedAfter: bigint },
  lines: Line[],
  before: StakeBalances,
) {
  expect(preview.fee).toBe(feesPaid(lines, 'ACE'));
  expect(preview.activeAfter).toBe(before.active + userNet(lines, 'ACE', 'active'));
  expect(preview.stakedAfter).toBe(before.staked + userNet(lines, 'ACE', 'governance_staked'));
}

describe('governance fees: the preview is the charge', () => {
  it('stakes any amount at any fee rates for what the preview shows', () => {
    fc.assert(
      fc.property(rates, anyUnits, balances, (stake, amount, before) => {
        const config = configOf(stake);
        expectCharged(
          stakePreview(governanceSettingsOf(config), amount, before),
          stakeLines(lineUserId, 'ACE', amount, config),
          before,
        );
      }),
    );
  });

  it('unstakes, inside the penalty window or not, for what the preview shows', () => {
    fc.assert(
      fc.property(rates, anyUnits, balances, fc.boolean(), (unstake, amount, before, inWindow) => {
        const config = configOf(none, unstake);
        expectCharged(
          unstakePreview(governanceSettingsOf(config), amount, inWindow, before),
          unstakeLines(lineUserId, 'ACE', amount, config, inWindow),
          before,
        );
      }),
    );
  });

  it('sets Max to the largest stake the active balance pays for, fees and all', () => {
    fc.assert(
      fc.property(rates, anyUnits, ([core, nitro, ubi], active) => {
        const config = configOf([core, nitro, ubi]);
        const max = maxAmountWithFees(active, { core, nitro, ubi });
        const left = (amount: bigint) =>
          active + userNet(stakeLines(lineUserId, 'ACE', amount, config), 'ACE', 'active');
        expect(left(max)).toBeGreaterThanOrEqual(0n);
        expect(left(max + 1n)).toBeLessThan(0n);
      }),
    );
  });

  it('floors each fee part on its own: 9999 base units at 0.01 % a part cost nothing, not 2', () => {
    // Flooring the summed rate (0.03 % of 9999 = 2.9997) previewed a fee of 2 the server never charged.
    const config = configOf([1, 1, 1]);
    const before = { active: 10_000n, staked: 0n };
    const preview = stakePreview(governanceSettingsOf(config), 9_999n, before);
    expect(preview).toEqual({ fee: 0n, activeAfter: 1n, stakedAfter: 9_999n });
    expectCharged(preview, stakeLines(lineUserId, 'ACE', 9_999n, config), before);
  });
});
