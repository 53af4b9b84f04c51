import { describe, expect, it } from 'vitest';
import { changeText, directionOf, seriesValues, tokenValueText } from './figures';

describe('a figure’s change', () => {
  it('goes up, down, stays, or has nothing to compare with', () => {
    expect(directionOf(12.5)).toBe('up');
    expect(directionOf(-3)).toBe('down');
    expect(directionOf(0)).toBe('flat');
    expect(directionOf(null)).toBe('none');
  });

  it('is written in percent without its sign, in the page’s language', () => {
    expect(changeText(12.5, 'en')).toBe('12.5%');
    expect(changeText(-40, 'en')).toBe('40%');
    expect(changeText(1234.5, 'en')).toBe('1,234.5%');
    expect(changeText(12.5, 'es')).toMatch(/^12,5\s%$/);
  });
});

describe('a listed row', () => {
  it('writes what moved with its symbol, or the token’s short address when it has no price', () => {
    const token = '0x1234567890abcdef1234567890abcdef12345678';
    expect(tokenValueText({ value: '1500000000000000000', symbol: 'ACE', token })).toBe('1.5 ACE');
    expect(tokenValueText({ value: '2000000000000000000000', symbol: null, token })).toBe(
      '2,000 0x1234…5678',
    );
    expect(tokenValueText({ value: '0', symbol: 'ETH', token: 'native' })).toBe('0 ETH');
  });

  it('reads a sparkline’s USD points as numbers', () => {
    const point = (volume_usd: string) => ({
      at: '2026-11-29T00:00:00Z',
      transactions: 2,
      uaw: 1,
      volume_usd,
      clean_transactions: 1,
      trusted_uaw: 1,
      clean_volume_usd: '0.00',
    });
    expect(seriesValues([point('12.50'), point('0')], 'volume_usd')).toEqual([12.5, 0]);
    expect(seriesValues([point('1')], 'transactions')).toEqual([2]);
  });
});
