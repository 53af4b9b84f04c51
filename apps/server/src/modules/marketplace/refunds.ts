import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import type { Db } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { sendRefund } from './chain';
import { nftRefunds } from './schema';

export type RefundReason = 'underpaid' | 'wrong-sender' | 'token-unavailable';
export type RefusedPayment = {
  txId: Hex;
  orderId: string;
  from: Address;
  value: bigint;
  reason: RefundReason;
};

/**
 * Gives a payment the store could not use back to the wallet that sent it, once: the refund is recorded
 * first (one per payment transaction), then sent from the admin wallet when the store holds its key.
 * Without the key it stays due, for an operator. A second call for the same payment sends nothing.
 */
export async function refundPayment(db: Db, chains: ChainsConfig, payment: RefusedPayment): Promise<void> {
  const [refund] = await db
    .insert(nftRefunds)
    .values({
      paymentTxId: payment.txId,
      orderId: payment.orderId,
      toAddress: payment.from,
      amount: payment.value,
      reason: payment.reason,
    })
    .onConflictDoNothing()
    .returning({ id: nftRefunds.id });
  const adminKey = chains.marketplaceAdminKey;
  if (!refund || !adminKey) return;
  // Marked before sending: a refund attempted but not recorded as sent is never sent again by itself.
  const [claimed] = await db
    .update(nftRefunds)
    .set({ attemptedAt: sql`now()` })
    .where(and(eq(nftRefunds.id, refund.id), isNull(nftRefunds.attemptedAt)))
    .returning({ id: nftRefunds.id });
  if (!claimed) return;
  const refundTxId = await sendRefund(chains, adminKey, payment.from, payment.value);
  await db
    .update(nftRefunds)
    .set({ status: 'sent', refundTxId, sentAt: sql`now()` })
    .where(eq(nftRefunds.id, refund.id));
}

/** Whether a payment transaction was refunded (or is due to be): it can pay for nothing any more. */
export async function isRefunded(db: Db, txId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: nftRefunds.id })
    .from(nftRefunds)
    .where(eq(nftRefunds.paymentTxId, txId.toLowerCase()));
  return row !== undefined;
}

/** Every refund, newest first, for operators. */
export const listRefunds = (db: Db) => db.select().from(nftRefunds).orderBy(desc(nftRefunds.createdAt));
