import {
  errorCodes,
  formatAmount,
  marketplaceCodes,
  nftStatus,
  type BuyOrder,
  type CollectionTokens,
  type NftCollection,
} from '@dappx/shared';
import { and, asc, count, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { getAddress, isAddress, type Address } from 'viem';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ChainsConfig } from '../../lib/chains-config';
import { tokenArt } from './art';
import { mintToken, nativeBalance, ownerOnChain } from './chain';
import { marketplaceError } from './errors';
import { collectionFigures, marketItemView, marketRows } from './market';
import { lockOwnOrder, releaseToken, uuidPattern } from './orders';
import { nftCollections, nftOrders, nftTokens } from './schema';

type CollectionRow = typeof nftCollections.$inferSelect;
type TokenRow = typeof nftTokens.$inferSelect;

const collectionView = (row: CollectionRow): NftCollection => ({
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

async function findCollection(db: DbExecutor, id: string): Promise<CollectionRow | undefined> {
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
  chains: ChainsConfig | undefined,
  id: string,
  page: { offset: number; limit: number },
): Promise<CollectionTokens> {
  const collection = await findCollection(db, id);
  if (!collection) throw marketplaceError(marketplaceCodes.invalidCollectionId);
  const [rows, figures] = await Promise.all([
    marketRows(db, chains, eq(nftTokens.collectionId, collection.id))
      .orderBy(asc(nftTokens.tokenId))
      .offset(page.offset)
      .limit(page.limit),
    collectionFigures(db, collection.id),
  ]);
  const total = rows[0]?.total ?? (await countTokens(db, collection.id));
  const tokens = rows.map((row) => {
    const item = marketItemView(row);
    return {
      ...tokenView(row.token),
      owner_address: item.owner_address,
      owner_username: item.owner_username,
    };
  });
  return { tokens, collection: { ...collectionView(collection), ...figures }, total_tokens: total };
}

async function countTokens(db: Db, collectionId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(nftTokens)
    .where(eq(nftTokens.collectionId, collectionId));
  return row?.n ?? 0;
}

/** Enough to buy a few at once; more would let one buyer hold a collection's whole stock unpaid. */
const openOrdersPerBuyer = 3;

/**
 * Holds an available token for the buyer with an open order. The token row lock plus the partial
 * unique index on open orders make a second buyer fail cleanly however the calls interleave; a lock per
 * buyer makes their open orders counted one call at a time, so racing calls cannot pass the cap.
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
    await refuseBeyondOpenOrders(tx, buyer.id);
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

async function refuseBeyondOpenOrders(tx: DbExecutor, buyerId: string) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`nft-orders:${buyerId}`}, 0))`);
  const [open] = await tx
    .select({ n: count() })
    .from(nftOrders)
    .where(and(eq(nftOrders.buyerId, buyerId), eq(nftOrders.status, 'open')));
  if ((open?.n ?? 0) >= openOrdersPerBuyer) throw marketplaceError(marketplaceCodes.tooManyOrders);
}

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
