import { describe, expect, it } from 'vitest';
import { l2CoinAmount, l2CoinText } from './l2-coin';
import { parseAmount } from './amounts';

describe('the layer-2 coin as people read it', () => {
  it('names ETH, the coin paid, and IMX, where it lives, in each language', () => {
    const price = parseAmount('0.05')!;
    expect(l2CoinText(price, 'en')).toBe('0.05 ETH on IMX');
    expect(l2CoinText(price, 'es')).toBe('0,05 ETH en IMX');
    expect(l2CoinText(price, 'pt')).toBe('0,05 ETH na IMX');
    expect(l2CoinAmount(parseAmount('1234.5')!, 'es')).toBe('1.234,5 ETH');
    expect(l2CoinAmount(parseAmount('1234.5')!, 'en')).toBe('1,234.5 ETH');
    // Cut at 6 decimals, never rounded up; a balance after that goes below zero keeps its sign.
    expect(l2CoinAmount(1_234_567_891_234_567n, 'en')).toBe('0.001234 ETH');
    expect(l2CoinAmount(-parseAmount('0.25')!, 'pt')).toBe('-0,25 ETH');
  });
});
