import { parseAmount } from '@dappx/shared/amounts';
import { transferTexts } from '@dappx/shared/transfers';
import { withdrawTexts } from '@dappx/shared/withdrawals';

/** What a withdrawal is checked against as it is typed: the vaults it draws on, its fee, the day's limit. */
export type WithdrawFunds = {
  token: 'acent' | 'dappx';
  /** The vault of the token withdrawn. */
  vault: bigint;
  /** The ACE vault, which pays the fee. */
  aceVault: bigint;
  fee: bigint;
  /** The smaller of the store's and the user's remaining daily amount, once known. */
  remaining?: bigint;
};

/**
 * The problem with a typed withdrawal amount, in the words the server uses for it, or nothing: a
 * positive amount, within the day's limit, with the amount and the ACE fee both covered by the vaults.
 */
export function withdrawProblem(text: string, funds: WithdrawFunds): string | undefined {
  const amount = parseAmount(text);
  if (amount === undefined || amount <= 0n) return withdrawTexts.amountRequired;
  if (funds.remaining !== undefined && amount > funds.remaining) return withdrawTexts.overLimit;
  const aceNeeded = funds.fee + (funds.token === 'acent' ? amount : 0n);
  if (aceNeeded > funds.aceVault || (funds.token === 'dappx' && amount > funds.vault)) {
    return transferTexts.insufficient;
  }
  return undefined;
}
