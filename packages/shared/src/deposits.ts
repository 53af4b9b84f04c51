import { parseAmount } from './amounts';
import { tokenAssets } from './tokens';

/** The tokens people deposit from their wallet into the store's Vault on L1 (wallet-area spec, section 2). */
export const depositTokens = tokenAssets('deposit');
export type DepositToken = (typeof depositTokens)[number];

/** What the deposit dialog says, word for word (wallet-area spec, sections 2, 5 and 8). */
export const depositTexts = {
  insufficient: 'Insufficient balance.',
  notPositive: 'Amount should be greater than zero.',
  onItsWay: 'Your deposit is on its way!',
  declined: 'You declined an action in your wallet.',
  failed: "Something went wrong. Transaction didn't push through.",
  noWallet: 'Something went wrong! Refresh the page and try again.',
} as const;
export type DepositText = keyof typeof depositTexts;

/** Spec, section 5: zero or not a number, then above the wallet's balance. */
export function depositAmountError(text: string, walletBalance: bigint): DepositText | undefined {
  const amount = parseAmount(text);
  if (amount === undefined || amount <= 0n) return 'notPositive';
  if (amount > walletBalance) return 'insufficient';
  return undefined;
}

/**
 * Spec, section 8: the wallet's code 4001 is a refusal; another wallet error (one with a code) shows its
 * own message; a missing wallet address says to refresh; anything else did not push through.
 */
export function depositFailure(error: { code?: number; message?: string }): {
  key?: DepositText;
  message?: string;
} {
  if (error.code === 4001) return { key: 'declined' };
  if (error.code !== undefined && error.message) return { message: error.message };
  if (error.message === depositTexts.noWallet) return { key: 'noWallet' };
  return { key: 'failed' };
}
