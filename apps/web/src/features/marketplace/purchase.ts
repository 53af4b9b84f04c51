import type { NftToken } from '@dappx/shared/marketplace';
import { unitsOf } from '@dappx/shared/amounts';
import { marketplaceCodes } from '@dappx/shared/error-codes';
import { marketplaceMessageOf, marketplaceTexts } from '@dappx/shared/marketplace-texts';
import { ApiRequestError } from '@/lib/api-client';
import type { Receipt } from '@/lib/wallet/receipt';
import { buyToken } from './api/buy-token';
import { cancelOrder } from './api/cancel-order';
import { fulfillOrder } from './api/fulfill-order';
import { connectedImxAddress, imxBalance, requestImxConnection } from './imx-wallet';

/** Spec section 9: fulfil-order is retried every 5000 ms, up to 6 tries. */
export const fulfillRetry = { everyMs: 5_000, attempts: 6 } as const;

export type PurchaseResult =
  | { outcome: 'purchased'; message: string; receipt: Receipt }
  | { outcome: 'connect' }
  | { outcome: 'failed'; message: string };

/** The spec's text for a failed marketplace call (section 8); unknown codes get the default text. */
export const messageOf = (error: unknown) =>
  (error instanceof ApiRequestError && marketplaceMessageOf[error.code]) || marketplaceTexts.default;

const isCode = (error: unknown, code: string) => error instanceof ApiRequestError && error.code === code;

type Dependencies = {
  sendPayment: (to: `0x${string}`, value: bigint) => Promise<`0x${string}`>;
  /** The payment's hash and its page on the L2 chain's explorer. */
  receiptOf: (hash: `0x${string}`) => Promise<Receipt>;
  wait: (ms: number) => Promise<void>;
};

const defaults: Dependencies = {
  sendPayment: async (to, value) => {
    const { loadOnChain } = await import('@/lib/wallet/load-wallet');
    return (await loadOnChain()).sendValue('l2', to, value);
  },
  receiptOf: async (hash) => {
    const { loadOnChain } = await import('@/lib/wallet/load-wallet');
    return (await loadOnChain()).receiptOn('l2', hash);
  },
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** Fulfils with the payment's tx id, waiting 5 s after each invalid-tx-id (not mined yet), 6 tries at most. */
async function fulfillWithRetry(orderId: string, txId: string, wait: Dependencies['wait']) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await fulfillOrder(orderId, txId);
    } catch (error) {
      if (!isCode(error, marketplaceCodes.invalidTxId) || attempt >= fulfillRetry.attempts) throw error;
      await wait(fulfillRetry.everyMs);
    }
  }
}

/**
 * The NFT purchase of spec section 4: check the IMX wallet and balance, buy-token (holds the token),
 * pay the price to the admin wallet on L2, then fulfil until the payment is seen. A declined or failed
 * wallet action cancels the order.
 */
export async function purchaseNft(token: NftToken, deps: Dependencies = defaults): Promise<PurchaseResult> {
  const address = connectedImxAddress();
  if (!address) {
    requestImxConnection();
    return { outcome: 'connect' };
  }
  const price = unitsOf(token.price);
  try {
    if ((await imxBalance(address)) <= price)
      return { outcome: 'failed', message: marketplaceTexts.insufficient };
    const order = await buyToken(token.metadata.asset_id);
    let txId: `0x${string}`;
    try {
      txId = await deps.sendPayment(order.admin_wallet_address as `0x${string}`, unitsOf(order.price));
    } catch {
      await cancelOrder(order.order_id).catch(() => undefined);
      return { outcome: 'failed', message: marketplaceTexts.cancel };
    }
    await fulfillWithRetry(order.order_id, txId, deps.wait);
    return { outcome: 'purchased', message: marketplaceTexts.purchased, receipt: await deps.receiptOf(txId) };
  } catch (error) {
    return { outcome: 'failed', message: messageOf(error) };
  }
}
