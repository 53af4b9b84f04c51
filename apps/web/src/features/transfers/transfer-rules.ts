import { inputDecimals, parseAmount } from '@dappx/shared/amounts';
import {
  transferDirectionsByToken,
  type transferTexts,
  type TransferDirection,
  type TransferToken,
} from '@dappx/shared/transfers';

/** A token's two balances: `first` is the vault (Zera main), `second` the active one (Zera pocket). */
export type Side = 'first' | 'second';
export type SideBalances = Record<Side, bigint>;

export const otherSide = (side: Side): Side => (side === 'first' ? 'second' : 'first');

/** From and To are always the two different balances: choosing one side sets the other (spec, section 4). */
export const chooseFrom = (side: Side) => ({ from: side, to: otherSide(side) });
export const chooseTo = (side: Side) => ({ from: otherSide(side), to: side });

/** The call's direction for a move out of `from`: vault-to-active / main-to-pocket and back. */
export function directionOf(token: TransferToken, from: Side): TransferDirection {
  const [outOfFirst, outOfSecond] = transferDirectionsByToken[token];
  return from === 'first' ? outOfFirst : outOfSecond;
}

// Empty, or digits with at most 6 decimals: a minus sign, an exponent or a 7th decimal is never typed in.
const typingPattern = new RegExp(`^(\\d+(\\.\\d{0,${inputDecimals}})?)?$`);

/** What the amount field holds after a keystroke: the new text when it is a typed amount, else the old. */
export const nextAmountText = (typed: string, previous: string) =>
  typingPattern.test(typed) ? typed : previous;

/** Step 1's check (spec, section 5): a positive amount, no more than the From balance; names its text. */
export function transferError(
  text: string,
  available: bigint,
): keyof Pick<typeof transferTexts, 'amountRequired' | 'insufficient'> | undefined {
  const amount = parseAmount(text);
  if (amount === undefined || amount <= 0n) return 'amountRequired';
  if (amount > available) return 'insufficient';
  return undefined;
}

/** Both balances once `amount` has moved out of `from` into the other side (the Confirm step). */
export function balancesAfter(balances: SideBalances, from: Side, amount: bigint): SideBalances {
  const to = otherSide(from);
  return { [from]: balances[from] - amount, [to]: balances[to] + amount } as SideBalances;
}
