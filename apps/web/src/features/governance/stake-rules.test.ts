import { parseAmount } from '@dappx/shared/amounts';
import { governanceTexts, type GovernanceSettings } from '@dappx/shared/governance';
import { describe, expect, it } from 'vitest';
import { stakeDialogTexts } from '@/lib/stake-dialog-texts';
import {
  governanceDialogTexts,
  maxStake,
  stakeError,
  stakeFeeBps,
  stakeLimits,
  unstakeError,
  unstakeFeeBps,
} from './stake-rules';
import { stakeFeeRates } from './stake-fees';

const units = (text: string) => parseAmount(text)!;
const settings: GovernanceSettings = {
  min_pledge_per_tx: '1',
  max_pledge_per_tx: '5000',
  max_pledge_per_user: '10000',
  activation_fee: '1',
  penalty_duration: 72,
  pledge_fee_core: 1,
  pledge_fee_nitro: 0.5,
  pledge_fee_ubi: 0.5,
  unpledge_fee_core: 1,
  unpledge_fee_nitro: 0.5,
  unpledge_fee_ubi: 0.5,
};

describe('governance stake rules', () => {
  const check = (text: string, balance = '1000', staked = '0', acknowledged = true) =>
    stakeError({
      text,
      acknowledged,
      balance: units(balance),
      limits: stakeLimits(settings, units(staked)),
      fees: stakeFeeRates(settings),
    });

  it('sums the three percent fees', () => {
    expect(stakeFeeBps(settings)).toBe(200n);
    expect(unstakeFeeBps({ ...settings, unpledge_fee_core: 2.25 })).toBe(325n);
  });

  it('answers each rule with the spec’s text, in the order a person meets them', () => {
    expect(check('')).toBe(governanceTexts.invalid);
    expect(check('0')).toBe(governanceTexts.invalid);
    expect(check('-1')).toBe(governanceTexts.invalid);
    expect(check('10', '1000', '0', false)).toBe(stakeDialogTexts.checkbox);
    expect(check('990')).toBe(governanceTexts.insufficient); // 990 + 19.8 fee > 1000
    expect(check('0.5')).toBe(governanceTexts.belowMinimum);
    expect(check('5000.000001', '20000')).toBe(governanceTexts.aboveMaximum);
    expect(check('10', '1000', '10000')).toBe(governanceTexts.aboveAccount);
    expect(check('200', '1000', '9900')).toBe(governanceDialogTexts.remaining);
    expect(check('980.392156')).toBeUndefined();
  });

  it('sets Max to the smallest of what the balance pays for with fees, the per-transaction cap and what remains', () => {
    const fee = stakeFeeRates(settings);
    expect(maxStake(units('1000'), stakeLimits(settings, 0n), fee)).toBe(units('980.392156'));
    expect(maxStake(units('100000'), stakeLimits(settings, 0n), fee)).toBe(units('5000'));
    expect(maxStake(units('100000'), stakeLimits(settings, units('9000')), fee)).toBe(units('1000'));
    expect(maxStake(units('100000'), stakeLimits(settings, units('10000')), fee)).toBe(0n);
  });

  it('refuses unstaking nothing or more than the stake', () => {
    expect(unstakeError('', units('5'))).toBe(governanceTexts.unstakeNotPositive);
    expect(unstakeError('0', units('5'))).toBe(governanceTexts.unstakeNotPositive);
    expect(unstakeError('5.000001', units('5'))).toBe(governanceTexts.unstakeAboveStake);
    expect(unstakeError('5', units('5'))).toBeUndefined();
  });
});
