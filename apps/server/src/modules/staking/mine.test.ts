import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mine } from './accrual';

describe('mine', () => {
  it('pays in many small steps exactly what one long step pays', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 18n }),
        fc.array(fc.bigInt({ min: 0n, max: 600_000n }), { minLength: 1, maxLength: 20 }),
        (pledged, rate, steps) => {
          let carry = 0n;
          let paid = 0n;
          for (const step of steps) {
            const result = mine(pledged, rate, step, carry);
            paid += result.mined;
            carry = result.carry;
          }
          const total = steps.reduce((sum, step) => sum + step, 0n);
          expect(paid).toBe(mine(pledged, rate, total, 0n).mined);
        },
      ),
    );
  });

  it('mines 0.1 Zera a minute for one staked DAPPX at a rate of 0.1', () => {
    expect(mine(10n ** 18n, 10n ** 17n, 60_000n, 0n)).toEqual({ mined: 10n ** 17n, carry: 0n });
  });
});
