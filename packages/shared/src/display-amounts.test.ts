import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDisplayAmount,
  formatFiat,
  parseAmount,
  setDisplayLanguage,
  unitsOf,
  usdValueOf,
} from './amounts';

const units = (text: string) => parseAmount(text)!;

describe('display amounts', () => {
  it('shows at most 6 decimals without trailing zeros, thousands separated, 0 for nothing', () => {
    expect(formatDisplayAmount(0n)).toBe('0');
    expect(formatDisplayAmount(units('1234567.5'))).toBe('1,234,567.5');
    expect(formatDisplayAmount(units('999.999999'))).toBe('999.999999');
    expect(formatDisplayAmount(units('1000'))).toBe('1,000');
    expect(formatDisplayAmount(units('0.05'))).toBe('0.05');
    expect(formatDisplayAmount(units('2') + 400_000_000_000n)).toBe('2');
  });

  describe('in the page language', () => {
    afterEach(() => setDisplayLanguage('en'));

    it('writes thousands and decimals as Spanish and Portuguese readers do, four-digit numbers too', () => {
      for (const language of ['es', 'pt']) {
        setDisplayLanguage(language);
        expect(formatDisplayAmount(units('1000.5'))).toBe('1.000,5');
        expect(formatDisplayAmount(units('1234567'))).toBe('1.234.567');
        expect(formatDisplayAmount(units('0.05'))).toBe('0,05');
        expect(formatFiat(units('1234.5'))).toBe('1.234,50');
      }
      setDisplayLanguage('en');
      expect(formatDisplayAmount(units('1000.5'))).toBe('1,000.5');
    });
  });

  it('writes every token amount with at most 6 decimals, the ones present, never 8', () => {
    expect(formatDisplayAmount(unitsOf('1234.12345678'))).toBe('1,234.123456');
    expect(formatDisplayAmount(unitsOf('0.00000001'))).toBe('0');
    expect(formatDisplayAmount(unitsOf('1234.5'))).toBe('1,234.5');
  });

  it('shows fiat with exactly two decimals', () => {
    expect(formatFiat(units('0.5'))).toBe('0.50');
    expect(formatFiat(units('1234.567'))).toBe('1,234.56');
    expect(formatFiat(0n)).toBe('0.00');
  });

  it('cuts rather than rounds, so nobody sees more than they hold', () => {
    expect(formatDisplayAmount(units('1') - 1n)).toBe('0.999999');
    expect(formatDisplayAmount(units('1') - 1n, 12)).toBe('0.999999999999');
    expect(formatDisplayAmount(units('12.345'), 2)).toBe('12.34');
    expect(formatFiat(units('0.019'))).toBe('0.01');
  });

  it('keeps the sign of a negative amount, but not of one that shows as zero', () => {
    expect(formatDisplayAmount(-units('1000'))).toBe('-1,000');
    expect(formatDisplayAmount(-units('0.25'))).toBe('-0.25');
    expect(formatDisplayAmount(-1n)).toBe('0');
  });

  it('reads the API’s decimal strings into base units, exactly', () => {
    expect(unitsOf('1.5')).toBe(units('1.5'));
    expect(unitsOf('0.000000000000000001')).toBe(1n);
    expect(unitsOf('-2')).toBe(-units('2'));
    expect(unitsOf(undefined)).toBe(0n);
    expect(unitsOf('abc')).toBe(0n);
  });

  it('values an amount in USD without floating-point drift', () => {
    expect(usdValueOf(units('1000'), 0.01)).toBe(units('10'));
    expect(usdValueOf(units('3'), 0.1)).toBe(units('0.3'));
    expect(formatFiat(usdValueOf(units('1234.5'), 2.5))).toBe('3,086.25');
    expect(usdValueOf(units('5'), undefined)).toBe(0n);
    expect(usdValueOf(units('5'), Number.NaN)).toBe(0n);
  });
});
