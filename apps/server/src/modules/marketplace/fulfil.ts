import { marketplaceCodes, marketplaceTexts, nftStatus } from '@dappx/shared';
import { eq, sql } from 'drizzle-orm';
import { isAddress, type Address, type Hex } from 'viem';
import type { Db, DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { checkPayment, mintToken, ownerOnChain } from './chain';
import { claimPayment, heldClaim, isUntouchedDueRefund, releaseDueRefund } from './claims';
import { marketplaceError } from './errors';
import { findOwnOrder, lockOwnOrder, type OrderRow } from './orders';
import { recordDueRefund, sendDueRefund, type RefundReason } from './refunds';
import { nftCollections, nftOrders, nftTokens } from './schema';

type TokenRow = typeof nftTokens.$inferSelect;
/** A mined payment to the admin wallet, as the chain shows it. */
type Payment = { txId: Hex; result: 'ok' | 'underpaid' | 'wrong-sender'; from: Address; value: bigint };
type Fulfilled = ReturnType<typeof settledAgain>;
/** What the deciding transaction concluded; a refund is sent only after it commits. */
type Outcome =
  | { kind: 'fulfilled'; answer: Fulfilled }
  | { kind: 'refund'; refundId: string }
  | { kind: 'refunded' }
  | { kind: 'refused' };

const refused: Outcome = { kind: 'refused' };

/**
 * Verifies the payment on L2, then decides in one transaction what it pays for: this order (the token is
 * minted to the buyer once), a refund to its sender, or nothing. The payment's claim, one per transaction
 * id and shared by orders and refunds, is read and taken inside that transaction, so a payment that
 * bought something is never refunded and never buys twice, however the calls race. An order that expired
 * or was cancelled while the payment was on its way is still honoured when its token is free.
 */
export async function fulfillOrder(
  db: Db,
  chains: ChainsConfig,
  buyerId: string,
  orderId: string,
  givenTxId: string,
) {
  const txId = givenTxId.toLowerCase() as Hex;
  const order = await findOwnOrder(db, orderId, buyerId);
  if (order.status === 'fulfilled') return settledAgain(order, txId);

  const payment = await checkPayment(chains, txId, { from: order.buyerAddress, price: order.price });
  if (payment.result === 'not-mined') throw marketplaceError(marketplaceCodes.invalidTxId);
  if (payment.result === 'reverted' || payment.result === 'elsewhere')
    throw marketplaceError(marketplaceCodes.actionNotAllowed);

  const outcome = await db.transaction((tx) => decidePayment(tx, chains, order, { txId, ...payment }));
  if (outcome.kind === 'fulfilled') return outcome.answer;
  if (outcome.kind === 'refunded') throw marketplaceError(marketplaceCodes.paymentRefunded);
  if (outcome.kind === 'refund' && (await sendDueRefund(db, chains, outcome.refundId)) !== 'due')
    throw marketplaceError(marketplaceCodes.paymentRefunded);
  throw marketplaceError(marketplaceCodes.actionNotAllowed);
}

async function decidePayment(
  tx: DbExecutor,
  chains: ChainsConfig,
  seen: OrderRow,
  payment: Payment,
): Promise<Outcome> {
  const order = await lockOwnOrder(tx, seen.id, seen.buyerId);
  if (order.status === 'fulfilled') return { kind: 'fulfilled', answer: settledAgain(order, payment.txId) };
  if (payment.result === 'wrong-sender') return noteStrangersPayment(tx, order, payment);
  const held = await heldClaim(tx, payment.txId);
  if (held) {
    if (held.purpose === 'order' || held.refund?.toAddress !== payment.from) return refused;
    // The buyer's own payment: given back already (or on its way), or recorded as due to them on someone
    // else's word and still theirs to use.
    if (!isUntouchedDueRefund(held, payment.from)) return { kind: 'refunded' };
    if (payment.result === 'underpaid') return { kind: 'refund', refundId: held.refund.id };
    await releaseDueRefund(tx, held.refund);
  }
  if (payment.result === 'underpaid') return refundTo(tx, order, payment, 'underpaid');
  return buyWith(tx, chains, order, payment);
}

/**
 * Someone paid, but not this buyer: their payment is never sent back on a stranger's word. It is recorded
 * as due to its sender, whose own session may still pay an order with it or ask for it back.
 */
async function noteStrangersPayment(tx: DbExecutor, order: OrderRow, payment: Payment): Promise<Outcome> {
  const claim = await claimPayment(tx, payment.txId, 'refund');
  if (claim.taken) await recordDueRefund(tx, { ...payment, orderId: order.id, reason: 'wrong-sender' });
  return refused;
}

async function refundTo(
  tx: DbExecutor,
  order: OrderRow,
  payment: Payment,
  reason: RefundReason,
): Promise<Outcome> {
  const claim = await claimPayment(tx, payment.txId, 'refund');
  if (!claim.taken) return refused;
  return { kind: 'refund', refundId: await recordDueRefund(tx, { ...payment, orderId: order.id, reason }) };
}

/** Paid in full by the buyer: the token is theirs if it still is free for this order, else a refund. */
async function buyWith(
  tx: DbExecutor,
  chains: ChainsConfig,
  order: OrderRow,
  payment: Payment,
): Promise<Outcome> {
  const [token] = await tx.select().from(nftTokens).where(eq(nftTokens.id, order.tokenId)).for('update');
  const stillOurs =
    token &&
    (order.status === 'open' ? token.status === nftStatus.held : token.status === nftStatus.available);
  if (!token || !stillOurs) return refundTo(tx, order, payment, 'token-unavailable');
  const claim = await claimPayment(tx, payment.txId, 'order');
  if (!claim.taken) return refused;
  await tx
    .update(nftOrders)
    .set({ status: 'fulfilled', txId: payment.txId, closedAt: sql`now()` })
    .where(eq(nftOrders.id, order.id));
  const mintTxId = await mintOnce(tx, chains, token, order.buyerAddress);
  await tx.update(nftOrders).set({ mintTxId }).where(eq(nftOrders.id, order.id));
  await tx
    .update(nftTokens)
    .set({ status: nftStatus.sold, ownerAddress: order.buyerAddress })
    .where(eq(nftTokens.id, token.id));
  return {
    kind: 'fulfilled',
    answer: settledAgain({ ...order, txId: payment.txId, mintTxId }, payment.txId),
  };
}

function settledAgain(order: OrderRow, txId: string) {
  if (order.txId !== txId) throw marketplaceError(marketplaceCodes.actionNotAllowed);
  return {
    order_id: order.id,
    status: 'fulfilled' as const,
    tx_id: order.txId as Hex,
    mint_tx_id: order.mintTxId as Hex | null,
    message: marketplaceTexts.purchased,
  };
}

/**
 * Mints unless the chain already shows the buyer owning it (a mint whose database commit was lost),
 * so a retry never mints twice.
 */
async function mintOnce(
  tx: DbExecutor,
  chains: ChainsConfig,
  token: TokenRow,
  buyer: string,
): Promise<Hex | null> {
  const [collection] = await tx
    .select()
    .from(nftCollections)
    .where(eq(nftCollections.id, token.collectionId));
  const contract = collection?.contractAddress;
  if (!contract || !isAddress(contract)) throw marketplaceError(marketplaceCodes.missingKeyPair);
  const owner = await ownerOnChain(chains, contract, token.tokenId);
  if (owner && owner.toLowerCase() === buyer.toLowerCase()) return null;
  if (owner) throw marketplaceError(marketplaceCodes.actionNotAllowed);
  try {
    return await mintToken(chains, contract, buyer, token.tokenId);
  } catch (error) {
    throw marketplaceError(marketplaceCodes.default, { cause: error });
  }
}
