import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { ethAmountFits, ethDepositError } from './eth-deposit-rules';

describe('the ETH deposit amount', () => {
  it('takes 10 characters, 16 with a decimal point', () => {
    expect(ethAmountFits('1234567890')).toBe(true);
    expect(ethAmountFits('12345678901')).toBe(false);
    expect(ethAmountFits('123456789.123456')).toBe(true);
    expect(ethAmountFits('1234567890.123456')).toBe(false);
  });

  it('must be above zero and within the L1 ETH balance', () => {
    const balance = parseEther('2');
    expect(ethDepositError('', balance)).toBe('Amount should be greater than zero.');
    expect(ethDepositError('0', balance)).toBe('Amount should be greater than zero.');
    expect(ethDepositError('0.000000', balance)).toBe('Amount should be greater than zero.');
    expect(ethDepositError('2.000001', balance)).toBe('Insufficient balance');
    expect(ethDepositError('2', balance)).toBeUndefined();
  });
});
