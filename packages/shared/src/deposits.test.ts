import { describe, expect, it } from 'vitest';
import { depositAmountError, depositFailure, depositTexts } from './deposits';
import { parseAmount } from './amounts';

describe('deposit rules', () => {
  const balance = parseAmount('10')!;

  it('refuses zero, not a number and more than the wallet holds', () => {
    expect(depositAmountError('', balance)).toBe('notPositive');
    expect(depositAmountError('0', balance)).toBe('notPositive');
    expect(depositAmountError('0.000000', balance)).toBe('notPositive');
    expect(depositAmountError('abc', balance)).toBe('notPositive');
    expect(depositAmountError('10.000001', balance)).toBe('insufficient');
    expect(depositAmountError('10', balance)).toBeUndefined();
    expect(depositTexts.insufficient).toBe('Insufficient balance.');
  });

  it('names a declined wallet action, shows other wallet errors and says the rest did not push through', () => {
    expect(depositFailure({ code: 4001, message: 'User rejected the request.' })).toEqual({
      key: 'declined',
    });
    expect(depositFailure({ code: -32000, message: 'nonce too low' })).toEqual({ message: 'nonce too low' });
    expect(depositFailure({ message: depositTexts.noWallet })).toEqual({ key: 'noWallet' });
    expect(depositFailure({ message: 'fetch failed' })).toEqual({ key: 'failed' });
  });
});
