import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { positiveAmount } from './amount-schemas';
import { formatAmount, parseAmount } from './amounts';

describe('amounts', () => {
  it('parses what people type into exact base units', () => {
    expect(parseAmount('1')).toBe(10n ** 18n);
    expect(parseAmount('0.000001')).toBe(10n ** 12n);
    expect(parseAmount('12.5')).toBe(125n * 10n ** 17n);
    expect(parseAmount('3.')).toBe(3n * 10n ** 18n);
  });

  it.each(['-1', '1e3', '0.0000001', '', '.5', 'abc', '1,5', ' 1 2'])('refuses %j', (text) => {
    expect(parseAmount(text)).toBeUndefined();
  });

  it('formats base units back to the same decimal, exactly', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 29n }),
        fc.integer({ min: 0, max: 999_999 }),
        (whole, micro) => {
          const text = `${whole}.${micro.toString().padStart(6, '0')}`;
          const units = parseAmount(text)!;
          expect(parseAmount(formatAmount(units))).toBe(units);
          expect(Number(formatAmount(units).split('.')[1]?.length ?? 0)).toBeLessThanOrEqual(6);
        },
      ),
    );
    expect(formatAmount(1n)).toBe('0.000000000000000001');
    expect(formatAmount(0n)).toBe('0');
  });

  it('accepts only positive amounts with at most 6 decimals in a request', () => {
    const schema = positiveAmount();
    expect(schema.parse('2.5')).toBe(25n * 10n ** 17n);
    expect(schema.parse(3)).toBe(3n * 10n ** 18n);
    expect(schema.safeParse('0').success).toBe(false);
    expect(schema.safeParse('-2').success).toBe(false);
    expect(schema.safeParse('1.0000001').error?.issues[0]?.message).toBe('Use at most 6 decimal places.');
  });
});
