import { parseAmount } from '@dappx/shared/amounts';
import { transferTexts } from '@dappx/shared/transfers';
import { withdrawTexts } from '@dappx/shared/withdrawals';
import { describe, expect, it } from 'vitest';
import { withdrawProblem, type WithdrawFunds } from './withdraw-rules';

const units = (text: string) => parseAmount(text)!;
const ace: WithdrawFunds = {
  token: 'acent',
  vault: units('985'),
  aceVault: units('985'),
  fee: units('2'),
  remaining: units('10000'),
};

describe('withdrawProblem', () => {
  it('asks for an amount when there is none', () => {
    expect(withdrawProblem('0', ace)).toBe(withdrawTexts.amountRequired);
  });

  it('refuses more than the day allows before anything else', () => {
    expect(withdrawProblem('99999999', ace)).toBe(withdrawTexts.overLimit);
    expect(withdrawProblem('10', { ...ace, remaining: units('5') })).toBe(withdrawTexts.overLimit);
  });

  it('needs the amount and the fee in the ACE vault for ACE', () => {
    expect(withdrawProblem('983', ace)).toBeUndefined();
    expect(withdrawProblem('983.000001', ace)).toBe(transferTexts.insufficient);
  });

  it('needs DAPPX in its vault and the ACE fee in the ACE vault for DAPPX', () => {
    const dappx: WithdrawFunds = { ...ace, token: 'dappx', vault: units('500'), aceVault: units('1') };
    expect(withdrawProblem('10', dappx)).toBe(transferTexts.insufficient);
    expect(withdrawProblem('500', { ...dappx, aceVault: units('2') })).toBeUndefined();
    expect(withdrawProblem('500.5', { ...dappx, aceVault: units('2') })).toBe(transferTexts.insufficient);
  });
});
