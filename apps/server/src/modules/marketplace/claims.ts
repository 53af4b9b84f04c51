import { marketplaceCodes } from '@dappx/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { marketplaceError } from './errors';
import { nftPaymentClaims, nftRefunds } from './schema';

export type ClaimPurpose = 'order' | 'refund';
type RefundRow = typeof nftRefunds.$inferSelect;

/** A payment's claim as it stands, locked until the deciding transaction ends. */
export type HeldClaim = { purpose: ClaimPurpose; refund: RefundRow | undefined };

/**
 * Takes the payment's one claim for `purpose`, or answers the claim already held (locked). A concurrent
 * claimer of the same payment waits on the primary key until this transaction ends, then finds it held.
 */
export async function claimPayment(
  tx: DbExecutor,
  txId: string,
  purpose: ClaimPurpose,
): Promise<{ taken: true } | { taken: false; held: HeldClaim }> {
  const [taken] = await tx
    .insert(nftPaymentClaims)
    .values({ paymentTxId: txId, purpose })
    .onConflictDoNothing()
    .returning({ txId: nftPaymentClaims.paymentTxId });
  if (taken) return { taken: true };
  return { taken: false, held: (await heldClaim(tx, txId))! };
}

export async function heldClaim(tx: DbExecutor, txId: string): Promise<HeldClaim | undefined> {
  const [claim] = await tx
    .select({ purpose: nftPaymentClaims.purpose })
    .from(nftPaymentClaims)
    .where(eq(nftPaymentClaims.paymentTxId, txId))
    .for('update');
  if (!claim) return undefined;
  const [refund] = await tx.select().from(nftRefunds).where(eq(nftRefunds.paymentTxId, txId));
  return { purpose: claim.purpose as ClaimPurpose, refund };
}

/** A refund recorded but never attempted: its sender may still use the payment, or ask for it back. */
export const isUntouchedDueRefund = (
  claim: HeldClaim,
  sender: string,
): claim is HeldClaim & { refund: RefundRow } =>
  claim.purpose === 'refund' &&
  claim.refund !== undefined &&
  claim.refund.status === 'due' &&
  claim.refund.attemptedAt === null &&
  claim.refund.toAddress.toLowerCase() === sender.toLowerCase();

/**
 * Gives back the claim of a due refund nobody has tried to send, so the payment's own sender can pay an
 * order with it. Only ever for the sender's session: a stranger's word recorded the refund, not theirs.
 * A refund that finance (or the sender's claim) started sending since it was read is the payment given
 * back: the buyer is told so, as when it was refunded before they asked.
 */
export async function releaseDueRefund(tx: DbExecutor, refund: RefundRow): Promise<void> {
  const [released] = await tx
    .delete(nftRefunds)
    .where(and(eq(nftRefunds.id, refund.id), isNull(nftRefunds.attemptedAt), eq(nftRefunds.status, 'due')))
    .returning({ id: nftRefunds.id });
  if (!released) throw marketplaceError(marketplaceCodes.paymentRefunded);
  await tx.delete(nftPaymentClaims).where(eq(nftPaymentClaims.paymentTxId, refund.paymentTxId));
}
