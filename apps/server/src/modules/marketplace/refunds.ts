import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import type { Db, DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { refundGasPrice, refundGasUnits, sendRefund } from './chain';
import { nftRefunds } from './schema';

export type RefundReason = 'underpaid' | 'wrong-sender' | 'token-unavailable' | 'unused';
export type UnusedPayment = {
  txId: Hex;
  orderId: string | null;
  from: Address;
  value: bigint;
  reason: RefundReason;
};

/**
 * Records a payment as due back to its sender. The caller has taken the payment's claim for a refund in
 * the same transaction; nothing is sent here.
 */
export async function recordDueRefund(tx: DbExecutor, payment: UnusedPayment): Promise<string> {
  const [refund] = await tx
    .insert(nftRefunds)
    .values({
      paymentTxId: payment.txId,
      orderId: payment.orderId,
      toAddress: payment.from,
      amount: payment.value,
      reason: payment.reason,
    })
    .returning({ id: nftRefunds.id });
  return refund!.id;
}

/**
 * Sends a due refund, asked for by its sender's own session (or an operator), once. The refund pays its
 * own gas: the store sends the amount less the fee of a plain transfer at today's gas price, so a refund
 * never costs the admin wallet more than it received, and a payment too small to cover that fee stays
 * due for an operator. Marked before sending: one attempted but not recorded as sent (a crash in between)
 * is never sent again by itself. Without the admin key it stays due, for an operator.
 */
export async function sendDueRefund(db: Db, chains: ChainsConfig, refundId: string): Promise<'sent' | 'due'> {
  const adminKey = chains.marketplaceAdminKey;
  if (!adminKey) return 'due';
  const gasPrice = await refundGasPrice(chains);
  const fee = gasPrice * refundGasUnits;
  const [claimed] = await db
    .update(nftRefunds)
    .set({ attemptedAt: sql`now()`, gasFee: fee })
    .where(
      and(
        eq(nftRefunds.id, refundId),
        eq(nftRefunds.status, 'due'),
        isNull(nftRefunds.attemptedAt),
        sql`${nftRefunds.amount} > ${fee.toString()}`,
      ),
    )
    .returning();
  if (!claimed) return 'due';
  const refundTxId = await sendRefund(
    chains,
    adminKey,
    claimed.toAddress as Address,
    claimed.amount - fee,
    gasPrice,
  );
  await db
    .update(nftRefunds)
    .set({ status: 'sent', refundTxId, sentAt: sql`now()` })
    .where(eq(nftRefunds.id, refundId));
  return 'sent';
}

/** Every refund, newest first, for operators. */
export const listRefunds = (db: Db) => db.select().from(nftRefunds).orderBy(desc(nftRefunds.createdAt));
