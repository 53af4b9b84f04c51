import { marketplaceCodes, nftStatus } from '@dappx/shared';
import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { marketplaceError } from './errors';
import { nftOrders, nftTokens } from './schema';

export type OrderRow = typeof nftOrders.$inferSelect;

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The buyer's own order, unlocked; anyone else's, or none, answers invalid-order-id. */
export async function findOwnOrder(db: DbExecutor, orderId: string, buyerId: string): Promise<OrderRow> {
  const [order] = uuidPattern.test(orderId)
    ? await db.select().from(nftOrders).where(eq(nftOrders.id, orderId))
    : [];
  if (!order || order.buyerId !== buyerId) throw marketplaceError(marketplaceCodes.invalidOrderId);
  return order;
}

/** The buyer's own order, locked until the transaction ends. */
export async function lockOwnOrder(tx: DbExecutor, orderId: string, buyerId: string): Promise<OrderRow> {
  if (!uuidPattern.test(orderId)) throw marketplaceError(marketplaceCodes.invalidOrderId);
  const [order] = await tx.select().from(nftOrders).where(eq(nftOrders.id, orderId)).for('update');
  if (!order || order.buyerId !== buyerId) throw marketplaceError(marketplaceCodes.invalidOrderId);
  return order;
}

/** Frees a token held by an order that no longer is open. */
export const releaseToken = (tx: DbExecutor, tokenId: string) =>
  tx
    .update(nftTokens)
    .set({ status: nftStatus.available })
    .where(and(eq(nftTokens.id, tokenId), eq(nftTokens.status, nftStatus.held)));
