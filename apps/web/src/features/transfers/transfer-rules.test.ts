import { parseAmount } from '@dappx/shared/amounts';
import { transferTexts } from '@dappx/shared/transfers';
import { describe, expect, it } from 'vitest';
import {
  balancesAfter,
  chooseFrom,
  chooseTo,
  directionOf,
  nextAmountText,
  transferError,
} from './transfer-rules';

const units = (text: string) => parseAmount(text)!;

describe('transfer rules', () => {
  it('keeps From and To on different balances whichever one changes', () => {
    expect(chooseFrom('second')).toEqual({ from: 'second', to: 'first' });
    expect(chooseFrom('first')).toEqual({ from: 'first', to: 'second' });
    expect(chooseTo('first')).toEqual({ from: 'second', to: 'first' });
    expect(chooseTo('second')).toEqual({ from: 'first', to: 'second' });
  });

  it('names the direction of each token’s call', () => {
    expect(directionOf('acent', 'first')).toBe('vault-to-active');
    expect(directionOf('dappx', 'second')).toBe('active-to-vault');
    expect(directionOf('zera', 'first')).toBe('main-to-pocket');
    expect(directionOf('zera', 'second')).toBe('pocket-to-main');
  });

  it('lets people type at most 6 decimals and no sign, and empty the field', () => {
    expect(nextAmountText('12.345678', '12.34567')).toBe('12.345678');
    expect(nextAmountText('12.3456789', '12.345678')).toBe('12.345678');
    expect(nextAmountText('-1', '')).toBe('');
    expect(nextAmountText('1e5', '1')).toBe('1');
    expect(nextAmountText('', '5')).toBe('');
    expect(nextAmountText('3.', '3')).toBe('3.');
  });

  it('asks for an amount above zero, no more than the From balance', () => {
    const text = (typed: string) => transferTexts[transferError(typed, units('1'))!];
    expect(text('')).toBe('Please input amount to be transferred.');
    expect(text('0.000000')).toBe('Please input amount to be transferred.');
    expect(text('1.000001')).toBe('Insufficient Balance.');
    expect(transferError('1', units('1'))).toBeUndefined();
  });

  it('previews both balances after the move, exactly', () => {
    const before = { first: units('10'), second: units('0.5') };
    expect(balancesAfter(before, 'first', units('2.25'))).toEqual({
      first: units('7.75'),
      second: units('2.75'),
    });
    expect(balancesAfter(before, 'second', units('0.5'))).toEqual({ first: units('10.5'), second: 0n });
  });
});
