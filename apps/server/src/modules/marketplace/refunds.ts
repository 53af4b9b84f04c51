import { errorCodes, refundTexts, type MarketplaceRefund } from '@dappx/shared';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Address, Hex } from 'viem';
import type { Db, DbExecutor } from '../../db/client';
import { holdsText, pageOfRows } from '../../db/pages';
import { AppError } from '../../lib/app-error';
import type { ChainsConfig } from '../../lib/chains-config';
import { recordAudit } from '../audit';
import { refundGasPrice, refundGasUnits, sendRefund } from './chain';
import { nftRefunds } from './schema';

type RefundRow = typeof nftRefunds.$inferSelect;

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
 * Sends a due refund, asked for by its sender's own session (or an operator), once, and answers where it
 * stands (another call may be sending it). The refund pays its
 * own gas: the store sends the amount less the fee of a plain transfer at today's gas price, so a refund
 * never costs the admin wallet more than it received, and a payment too small to cover that fee stays
 * due for an operator. Marked before sending: one attempted but not recorded as sent (a crash in between)
 * is never sent again by itself. Without the admin key it stays due, for an operator.
 */
export async function sendDueRefund(
  db: Db,
  chains: ChainsConfig,
  refundId: string,
  recordAttempt?: (tx: DbExecutor, attempted: RefundRow) => Promise<void>,
): Promise<'sent' | 'sending' | 'due'> {
  const adminKey = chains.marketplaceAdminKey;
  if (!adminKey) return 'due';
  const gasPrice = await refundGasPrice(chains);
  const fee = gasPrice * refundGasUnits;
  const claimed = await db.transaction(async (tx) => {
    const [attempted] = await tx
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
    if (attempted) await recordAttempt?.(tx, attempted);
    return attempted;
  });
  if (!claimed)
    return refundStatusOf((await db.select().from(nftRefunds).where(eq(nftRefunds.id, refundId)))[0]!);
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

/** Where a refund stands: due, being sent (attempted, its outcome not recorded: check the chain), sent. */
const refundStatusOf = (row: RefundRow) =>
  row.status === 'sent' ? 'sent' : row.attemptedAt ? 'sending' : ('due' as const);

const refundView = (row: RefundRow): MarketplaceRefund => ({
  id: row.id,
  payment_tx_id: row.paymentTxId as Hex,
  to_address: row.toAddress as Address,
  amount: row.amount.toString(),
  gas_fee: row.gasFee?.toString() ?? null,
  reason: row.reason as RefundReason,
  status: refundStatusOf(row),
  refund_tx_id: (row.refundTxId as Hex | null) ?? null,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

const statusFilter = {
  due: and(eq(nftRefunds.status, 'due'), isNull(nftRefunds.attemptedAt)),
  sending: and(eq(nftRefunds.status, 'due'), isNotNull(nftRefunds.attemptedAt)),
  sent: eq(nftRefunds.status, 'sent'),
};

/** A page of refunds for the console, newest first, by status and by a text of its address or transactions. */
export async function pageOfRefunds(
  db: Db,
  query: { status?: keyof typeof statusFilter; q?: string; offset: number; limit: number },
) {
  const text = query.q?.toLowerCase();
  // A refund is found by the address it goes to, the payment or the refund's own transaction.
  const found = text && holdsText(text, nftRefunds.toAddress, nftRefunds.paymentTxId, nftRefunds.refundTxId);
  const where = and(query.status ? statusFilter[query.status] : undefined, found || undefined);
  const order = [desc(nftRefunds.createdAt), desc(nftRefunds.id)];
  const { rows, total } = await pageOfRows(db, nftRefunds, { where, order }, query, query.limit);
  return { refunds: rows.map(refundView), total };
}

/**
 * An operator sends a due refund to the wallet that paid (never anywhere else), less its network fee;
 * the attempt and its audit row commit together before anything is sent.
 */
export async function sendRefundAsOperator(db: Db, chains: ChainsConfig, operator: string, refundId: string) {
  const [row] = await db.select().from(nftRefunds).where(eq(nftRefunds.id, refundId));
  if (!row) throw new AppError(404, errorCodes.notFound, refundTexts.noSuchRefund);
  if (refundStatusOf(row) !== 'due') throw new AppError(409, errorCodes.conflict, refundTexts.notDue);
  const outcome = await sendDueRefund(db, chains, refundId, (tx, attempted) =>
    recordAudit(tx, {
      operator,
      action: 'refund.send',
      target: `refund:${refundId}`,
      before: refundView(row),
      after: refundView(attempted),
    }),
  );
  if (outcome !== 'sent') throw new AppError(409, errorCodes.conflict, refundTexts.cannotSend);
  const [sent] = await db.select().from(nftRefunds).where(eq(nftRefunds.id, refundId));
  return refundView(sent!);
}
