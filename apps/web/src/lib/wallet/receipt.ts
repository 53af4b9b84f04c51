import type { ChainInfo } from '@dappx/shared/chains';

/**
 * What the success step of an on-chain action shows: the transaction's hash and, where the chain has
 * an explorer (ours on demo chains, the configured one on real networks), the page that shows it.
 */
export type Receipt = { hash: `0x${string}`; explorerLink?: string };

/** The transaction page of `hash` on `chain`'s explorer (`<explorerUrl>/tx/<hash>`), if it has one. */
export const receiptOf = (chain: Pick<ChainInfo, 'explorerUrl'>, hash: `0x${string}`): Receipt => ({
  hash,
  explorerLink: chain.explorerUrl ? `${chain.explorerUrl}/tx/${hash}` : undefined,
});

/** Whether an action's answer is a receipt (the money flow keeps it for its success step). */
export const isReceipt = (value: unknown): value is Receipt =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Receipt).hash === 'string' &&
  /^0x[0-9a-fA-F]{64}$/.test((value as Receipt).hash);
