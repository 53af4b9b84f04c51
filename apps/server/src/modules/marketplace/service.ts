import {
  errorCodes,
  formatAmount,
  marketplaceCodes,
  marketplaceTexts,
  nftStatus,
  type BuyOrder,
  type CollectionTokens,
  type NftCollection,
} from '@dappx/shared';
import { and, asc, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { getAddress, isAddress, type Address, type Hex } from 'viem';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ChainsConfig } from '../../lib/chains-config';
import { tokenArt } from './art';
import { checkPayment, mintToken, nativeBalance, ownerOnChain } from './chain';
import { marketplaceError } from './errors';
import { isRefunded, refundPayment } from './refunds';
import { nftCollections, nftOrders, nftTokens } from './schema';

type CollectionRow = typeof nftCollections.$inferSelect;
type TokenRow = typeof nftTokens.$inferSelect;
type OrderRow = typeof nftOrders.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const collectionView = (row: CollectionRow): NftCollection => ({
  _id: row.id,
  name: row.name,
  symbol: row.symbol,
  description: row.description,
  contract_address: row.contractAddress,
  chain_id: row.chainId,
});

/** The API's status: 0 available; a token held by an open order is not available either. */
const tokenView = (row: TokenRow) => ({
  _id: row.id,
  token_id: row.tokenId.toString(),
  status: row.status,
  price: formatAmount(row.price),
  metadata: row.metadata,
});

export async function findCollection(db: DbExecutor, id: string): Promise<CollectionRow | undefined> {
  if (!uuidPattern.test(id)) return undefined;
  const [row] = await db.select().from(nftCollections).where(eq(nftCollections.id, id));
  return row;
}

/** The metadata of one token of a collection, undefined when there is no such token. */
export async function tokenMetadata(db: Db, collectionId: string, tokenId: bigint) {
  if (!uuidPattern.test(collectionId)) return undefined;
  const [token] = await db
    .select({ metadata: nftTokens.metadata })
    .from(nftTokens)
    .where(and(eq(nftTokens.collectionId, collectionId), eq(nftTokens.tokenId, tokenId)));
  return token?.metadata;
}

/** What a token's tokenURI points at: its metadata, the image as an absolute URL; 404 for no such token. */
export async function tokenMetadataDocument(
  db: Db,
  publicUrl: string,
  collectionId: string,
  tokenId: bigint,
) {
  const metadata = await tokenMetadata(db, collectionId, tokenId);
  if (!metadata) throw new AppError(404, errorCodes.notFound, 'No such token.');
  const image = `${publicUrl}${metadata.image_url}`;
  return { ...metadata, image, image_url: image };
}

/** A demo token's artwork (SVG), drawn for its collection; an unknown collection is refused. */
export async function collectionTokenArt(db: DbExecutor, collectionId: string, tokenId: bigint) {
  const collection = await findCollection(db, collectionId);
  if (!collection) throw marketplaceError(marketplaceCodes.invalidCollectionId);
  return tokenArt(collection.symbol, tokenId);
}

export async function listCollectionTokens(
  db: Db,
  id: string,
  page: { offset: number; limit: number },
): Promise<CollectionTokens> {
  const collection = await findCollection(db, id);
  if (!collection) throw marketplaceError(marketplaceCodes.invalidCollectionId);
  const where = eq(nftTokens.collectionId, collection.id);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(nftTokens)
      .where(where)
      .orderBy(asc(nftTokens.tokenId))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(nftTokens).where(where),
  ]);
  return { tokens: rows.map(tokenView), collection: collectionView(collection), total_tokens: total?.n ?? 0 };
}

/**
 * Holds an available token for the buyer with an open order. The token row lock plus the partial
 * unique index on open orders make a second buyer fail cleanly however the calls interleave.
 */
export async function buyToken(
  db: Db,
  chains: ChainsConfig,
  buyer: { id: string; publicAddress: string },
  assetId: string,
): Promise<BuyOrder> {
  const [token] = await db.select().from(nftTokens).where(eq(nftTokens.assetId, assetId));
  if (!token) throw marketplaceError(marketplaceCodes.invalidRequest);
  if (token.status !== nftStatus.available) throw marketplaceError(marketplaceCodes.tokenUnavailable);
  // The spec's rule: the IMX balance must be greater than the price (the payment also costs gas).
  if ((await nativeBalance(chains, buyer.publicAddress)) <= token.price)
    throw marketplaceError(marketplaceCodes.insufficient);

  const order = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(nftTokens).where(eq(nftTokens.id, token.id)).for('update');
    if (!locked || locked.status !== nftStatus.available)
      throw marketplaceError(marketplaceCodes.tokenUnavailable);
    await tx.update(nftTokens).set({ status: nftStatus.held }).where(eq(nftTokens.id, token.id));
    const [created] = await tx
      .insert(nftOrders)
      .values({
        tokenId: token.id,
        buyerId: buyer.id,
        buyerAddress: getAddress(buyer.publicAddress),
        price: locked.price,
        expiresAt: sql`now() + ${`${chains.orderTtlMs} milliseconds`}::interval`,
      })
      .returning();
    return created!;
  });
  return {
    price: formatAmount(order.price),
    admin_wallet_address: chains.marketplaceAdminAddress,
    order_id: order.id,
  };
}

async function lockOwnOrder(tx: DbExecutor, orderId: string, buyerId: string): Promise<OrderRow> {
  if (!uuidPattern.test(orderId)) throw marketplaceError(marketplaceCodes.invalidOrderId);
  const [order] = await tx.select().from(nftOrders).where(eq(nftOrders.id, orderId)).for('update');
  if (!order || order.buyerId !== buyerId) throw marketplaceError(marketplaceCodes.invalidOrderId);
  return order;
}

/** Frees a token held by an order that no longer is open. */
const releaseToken = (tx: DbExecutor, tokenId: string) =>
  tx
    .update(nftTokens)
    .set({ status: nftStatus.available })
    .where(and(eq(nftTokens.id, tokenId), eq(nftTokens.status, nftStatus.held)));

/** Cancels the buyer's open order and frees its token; a closed order stays as it is. */
export async function cancelOrder(db: Db, buyerId: string, orderId: string) {
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, orderId, buyerId);
    if (order.status === 'fulfilled') throw marketplaceError(marketplaceCodes.actionNotAllowed);
    if (order.status === 'open') {
      await tx
        .update(nftOrders)
        .set({ status: 'cancelled', closedAt: sql`now()` })
        .where(eq(nftOrders.id, order.id));
      await releaseToken(tx, order.tokenId);
      return { order_id: order.id, status: 'cancelled' as const };
    }
    return { order_id: order.id, status: order.status as 'cancelled' | 'expired' };
  });
}

const fulfilledView = (order: OrderRow) => ({
  order_id: order.id,
  status: 'fulfilled' as const,
  tx_id: order.txId as Hex,
  mint_tx_id: order.mintTxId as Hex | null,
});

/**
 * Verifies the payment on L2, then mints the token to the buyer once. The order row stays locked from
 * the check of its state to the mint's receipt, so a concurrent second fulfil waits and then sees it
 * fulfilled. An order that expired or was cancelled while the payment was on its way is still honoured
 * when its token is free: the buyer has paid.
 */
export async function fulfillOrder(
  db: Db,
  chains: ChainsConfig,
  buyerId: string,
  orderId: string,
  givenTxId: string,
) {
  const txId = givenTxId.toLowerCase() as Hex;
  const [order] = uuidPattern.test(orderId)
    ? await db.select().from(nftOrders).where(eq(nftOrders.id, orderId))
    : [];
  if (!order || order.buyerId !== buyerId) throw marketplaceError(marketplaceCodes.invalidOrderId);
  if (order.status === 'fulfilled') return settledAgain(order, txId);

  const payment = await checkPayment(chains, txId, { from: order.buyerAddress, price: order.price });
  if (payment.result === 'not-mined') throw marketplaceError(marketplaceCodes.invalidTxId);
  if (payment.result === 'reverted' || payment.result === 'elsewhere') {
    throw marketplaceError(marketplaceCodes.actionNotAllowed);
  }
  const refused = { txId, orderId: order.id, from: payment.from, value: payment.value };
  if (payment.result !== 'ok') {
    // Someone else's payment that can still pay for one of its sender's own orders is theirs to use:
    // refunding it on a stranger's word would undo their purchase.
    if (payment.result === 'wrong-sender' && (await paysOwnOrder(db, payment.from, payment.value))) {
      throw marketplaceError(marketplaceCodes.actionNotAllowed);
    }
    await refundPayment(db, chains, { ...refused, reason: payment.result });
    throw marketplaceError(marketplaceCodes.paymentRefunded);
  }
  // A payment that paid for another order, or was given back, pays for nothing more.
  const [usedElsewhere] = await db
    .select({ id: nftOrders.id })
    .from(nftOrders)
    .where(and(eq(nftOrders.txId, txId), sql`${nftOrders.id} <> ${order.id}`));
  if (usedElsewhere || (await isRefunded(db, txId)))
    throw marketplaceError(marketplaceCodes.actionNotAllowed);

  try {
    return await db.transaction(async (tx) => {
      const locked = await lockOwnOrder(tx, order.id, buyerId);
      if (locked.status === 'fulfilled') return settledAgain(locked, txId);
      const [token] = await tx.select().from(nftTokens).where(eq(nftTokens.id, locked.tokenId)).for('update');
      const stillOurs =
        token &&
        (locked.status === 'open' ? token.status === nftStatus.held : token.status === nftStatus.available);
      if (!token || !stillOurs) throw new TokenGone();
      // Claims the payment first: the unique index refuses a tx already paying for another order.
      await tx
        .update(nftOrders)
        .set({ status: 'fulfilled', txId, closedAt: sql`now()` })
        .where(eq(nftOrders.id, locked.id));
      const mintTxId = await mintOnce(tx, chains, token, locked.buyerAddress);
      await tx.update(nftOrders).set({ mintTxId }).where(eq(nftOrders.id, locked.id));
      await tx
        .update(nftTokens)
        .set({ status: nftStatus.sold, ownerAddress: locked.buyerAddress })
        .where(eq(nftTokens.id, token.id));
      return { ...fulfilledView({ ...locked, txId, mintTxId }), message: marketplaceTexts.purchased };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw marketplaceError(marketplaceCodes.actionNotAllowed, { cause: error });
    if (!(error instanceof TokenGone)) throw error;
    // Paid in full, but the token went to someone else meanwhile: the payment goes back.
    await refundPayment(db, chains, { ...refused, reason: 'token-unavailable' });
    throw marketplaceError(marketplaceCodes.paymentRefunded);
  }
}

/** Whether `sender` has an order not yet paid that `value` would pay for. */
async function paysOwnOrder(db: Db, sender: string, value: bigint): Promise<boolean> {
  const [order] = await db
    .select({ id: nftOrders.id })
    .from(nftOrders)
    .where(
      and(
        sql`lower(${nftOrders.buyerAddress}) = ${sender.toLowerCase()}`,
        sql`${nftOrders.status} <> 'fulfilled'`,
        sql`${nftOrders.price} <= ${value.toString()}`,
      ),
    )
    .limit(1);
  return order !== undefined;
}

/** The order's token was sold or taken by another order before this payment could buy it. */
class TokenGone extends Error {}

function settledAgain(order: OrderRow, txId: string) {
  if (order.txId !== txId) throw marketplaceError(marketplaceCodes.actionNotAllowed);
  return { ...fulfilledView(order), message: marketplaceTexts.purchased };
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

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

/**
 * Expires open orders past their time and frees their tokens. A payment that arrives after this is still
 * honoured by fulfil while the token is free (see fulfillOrder).
 */
export async function expireOrders(tx: DbExecutor): Promise<number> {
  const expired = await tx
    .update(nftOrders)
    .set({ status: 'expired', closedAt: sql`now()` })
    .where(and(eq(nftOrders.status, 'open'), lt(nftOrders.expiresAt, sql`now()`)))
    .returning({ tokenId: nftOrders.tokenId });
  for (const { tokenId } of expired) await releaseToken(tx, tokenId);
  return expired.length;
}

/** Points seeded collections at their deployed contracts (demo chains deploy them at every start). */
export async function attachCollectionContracts(
  db: Db,
  chainId: number,
  contracts: { id: string; address: Address }[],
): Promise<void> {
  for (const { id, address } of contracts) {
    await db
      .update(nftCollections)
      .set({ contractAddress: getAddress(address), chainId })
      .where(eq(nftCollections.id, id));
  }
}

/**
 * Demo chains start empty at every start: tokens sold before a restart are minted again to their
 * owners, so the chain agrees with our books.
 */
export async function remintSoldTokens(db: Db, chains: ChainsConfig): Promise<number> {
  const sold = await db
    .select({ token: nftTokens, contract: nftCollections.contractAddress })
    .from(nftTokens)
    .innerJoin(nftCollections, eq(nftCollections.id, nftTokens.collectionId))
    .where(and(eq(nftTokens.status, nftStatus.sold), isNotNull(nftCollections.contractAddress)));
  let minted = 0;
  for (const { token, contract } of sold) {
    if (!contract || !token.ownerAddress || !isAddress(contract)) continue;
    if (await ownerOnChain(chains, contract, token.tokenId)) continue;
    await mintToken(chains, contract, token.ownerAddress, token.tokenId);
    minted += 1;
  }
  return minted;
}
