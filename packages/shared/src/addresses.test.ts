import { describe, expect, it } from 'vitest';
import { shortAddress } from './addresses';

describe('shortAddress', () => {
  const address = '0x1234567890abcdef1234567890abcdef12345678';

  it('keeps the head and the tail of an address', () => {
    expect(shortAddress(address)).toBe('0x1234…5678');
    expect(shortAddress(address, 4)).toBe('0x12…5678');
    expect(shortAddress(address, 10, 6)).toBe('0x12345678…345678');
  });

  it('returns a text too short to shorten whole', () => {
    expect(shortAddress('0x12345678')).toBe('0x12345678');
    expect(shortAddress('')).toBe('');
  });
});
