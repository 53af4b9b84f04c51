import { formatAmount, marketplaceCodes, marketplaceTexts } from '@dappx/shared';
import { eq } from 'drizzle-orm';
import type { Hex } from 'viem';
import type { Db, DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { checkPayment } from './chain';
import { claimPayment, heldClaim } from './claims';
import { marketplaceError } from './errors';
import { recordDueRefund, sendDueRefund } from './refunds';
import { nftRefunds } from './schema';

/**
 * Sends a payment to the admin wallet back to its sender, asked from the sender's own session, when it
 * paid for nothing: never claimed, or recorded as due to them. Asking again answers the refund already
 * sent; a payment that bought something, or someone else's, is refused.
 */
export async function claimRefund(db: Db, chains: ChainsConfig, sender: string, givenTxId: string) {
  const txId = givenTxId.toLowerCase() as Hex;
  // A price of 0 reads any payment of the sender's as 'ok': here only who sent it matters.
  const payment = await checkPayment(chains, txId, { from: sender, price: 0n });
  if (payment.result === 'not-mined') throw marketplaceError(marketplaceCodes.invalidTxId);
  if (payment.result !== 'ok') throw marketplaceError(marketplaceCodes.actionNotAllowed);

  const refundId = await db.transaction((tx) => dueRefundOf(tx, txId, payment));
  if (!refundId) throw marketplaceError(marketplaceCodes.actionNotAllowed);
  await sendDueRefund(db, chains, refundId);
  const [refund] = await db.select().from(nftRefunds).where(eq(nftRefunds.id, refundId));
  if (refund?.status !== 'sent') throw marketplaceError(marketplaceCodes.actionNotAllowed);
  return {
    message: marketplaceTexts.refundSent,
    data: {
      tx_id: txId,
      refund_tx_id: refund.refundTxId as Hex,
      amount: formatAmount(refund.amount),
      gas_fee: formatAmount(refund.gasFee ?? 0n),
    },
  };
}

/** The sender's refund of this payment, recorded now if the payment was never claimed. */
async function dueRefundOf(
  tx: DbExecutor,
  txId: Hex,
  payment: { from: `0x${string}`; value: bigint },
): Promise<string | undefined> {
  const held = await heldClaim(tx, txId);
  if (held) return held.refund?.toAddress === payment.from ? held.refund.id : undefined;
  const claim = await claimPayment(tx, txId, 'refund');
  if (!claim.taken) return undefined;
  return recordDueRefund(tx, {
    txId,
    orderId: null,
    from: payment.from,
    value: payment.value,
    reason: 'unused',
  });
}
