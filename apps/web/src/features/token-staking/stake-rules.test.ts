import { parseAmount } from '@dappx/shared/amounts';
import { tokenStakingTexts, type TokenStakingConfigResponse } from '@dappx/shared/token-staking';
import { describe, expect, it } from 'vitest';
import { stakeDialogTexts } from '@/lib/stake-dialog-texts';
import { maxTokenStake, tokenStakeError, tokenStakeLimits, tokenUnstakeError } from './stake-rules';
import { unstakeCosts } from './unstake-fees';

const units = (text: string) => parseAmount(text)!;
const config: TokenStakingConfigResponse = {
  data: {
    minimum_pledge_limit_per_transaction: units('10').toString(),
    maximum_pledge_limit_per_transaction: units('1000').toString(),
    maximum_pledge_per_account: units('5000').toString(),
    penalty_fee: 2.5,
    unpledge_fee_core: units('1').toString(),
    unpledge_fee_nitro: units('0.5').toString(),
    unpledge_fee_ubi: units('0.5').toString(),
  },
  activation_fee: units('5').toString(),
  holding_period: 72,
};

describe('DAPPX stake rules', () => {
  const check = (text: string, balance = '2000', pledged = '0', acknowledged = true) =>
    tokenStakeError({
      text,
      acknowledged,
      balance: units(balance),
      limits: tokenStakeLimits(config, units(pledged)),
    });

  it('uses wording B for the limits and the spec’s other texts', () => {
    expect(check('')).toBe(tokenStakingTexts.notPositive);
    expect(check('5', '2000', '0', false)).toBe(stakeDialogTexts.checkbox);
    expect(check('500', '100')).toBe(tokenStakingTexts.insufficient);
    expect(check('9.999999')).toBe(tokenStakingTexts.belowMinimum);
    expect(check('1000.000001')).toBe(tokenStakingTexts.aboveMaximum);
    expect(check('200', '2000', '4900')).toBe(tokenStakingTexts.aboveMaximum);
    expect(check('1000')).toBeUndefined();
  });

  it('sets Max to the smallest of balance, per-transaction cap and remaining allowance', () => {
    expect(maxTokenStake(units('300.123456') + 7n * 10n ** 11n, tokenStakeLimits(config, 0n))).toBe(
      units('300.123456'),
    );
    expect(maxTokenStake(units('3000'), tokenStakeLimits(config, 0n))).toBe(units('1000'));
    expect(maxTokenStake(units('3000'), tokenStakeLimits(config, units('4500')))).toBe(units('500'));
  });

  it('charges the ACE fees always and the percent penalty only inside the holding period', () => {
    expect(unstakeCosts(config, units('100'), false)).toEqual({ aceFee: units('2'), penalty: 0n });
    expect(unstakeCosts(config, units('100'), true)).toEqual({ aceFee: units('2'), penalty: units('2.5') });
    expect(
      tokenUnstakeError({ text: '0', pledged: units('5'), aceBalance: units('9'), aceFee: units('2') }),
    ).toBe(tokenStakingTexts.notPositive);
    expect(
      tokenUnstakeError({ text: '6', pledged: units('5'), aceBalance: units('9'), aceFee: units('2') }),
    ).toBe(tokenStakingTexts.unstakeAboveStake);
    expect(
      tokenUnstakeError({ text: '5', pledged: units('5'), aceBalance: units('1'), aceFee: units('2') }),
    ).toBe(tokenStakingTexts.insufficient);
  });
});
