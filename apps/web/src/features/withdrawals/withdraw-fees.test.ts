import { parseAmount } from '@dappx/shared/amounts';
import { describe, expect, it } from 'vitest';
import { feesDiffer, totalFee } from './withdraw-fees';

const settings = (core: string, nitro = '0.5', ubi = '0.5') => ({
  withdrawal_fee_core: core,
  withdrawal_fee_nitro: nitro,
  withdrawal_fee_ubi: ubi,
  allow_withdrawal: true,
});

describe('withdraw fees', () => {
  it('sums the three ACE fees exactly', () => {
    expect(totalFee(settings('1', '0.000001', '0.5'))).toBe(parseAmount('1.500001'));
  });

  it('sees a change in any one fee, but not a different spelling of the same amount', () => {
    expect(feesDiffer(settings('1'), settings('1.0'))).toBe(false);
    expect(feesDiffer(settings('1'), settings('2'))).toBe(true);
    expect(feesDiffer(settings('1'), settings('1', '0.6'))).toBe(true);
    expect(feesDiffer(settings('1'), settings('1', '0.5', '0'))).toBe(true);
  });
});
