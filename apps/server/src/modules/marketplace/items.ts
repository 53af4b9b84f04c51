import { formatAmount, nftStatus, type ItemDetails, type MarketplaceItem } from '@dappx/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { getAddress, type Address } from 'viem';
import type { Db } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { findUserByAddress } from '../users';
import { ownerOnChain } from './chain';
import { metadataBaseUri } from './demo-collections';
import { marketplaceError } from './errors';
import { nftCollections, nftTokens } from './schema';

/**
 * The storefront's marketplace items (what the original's getItems cloud function gave): every token of
 * a deployed collection, its tokenURI, and its owner: on chain once sold, else the admin wallet that
 * sells it.
 */
export async function listItems(db: Db, chains: ChainsConfig, publicUrl: string): Promise<MarketplaceItem[]> {
  const rows = await db
    .select({ token: nftTokens, collection: nftCollections })
    .from(nftTokens)
    .innerJoin(nftCollections, eq(nftCollections.id, nftTokens.collectionId))
    .where(and(isNotNull(nftCollections.contractAddress), eq(nftCollections.chainId, chains.l2.chainId)))
    .orderBy(asc(nftCollections.name), asc(nftTokens.tokenId));
  return Promise.all(
    rows.map(async ({ token, collection }) => {
      const contract = getAddress(collection.contractAddress!);
      const sold = token.status === nftStatus.sold;
      const owner = sold ? await ownerOf(chains, contract, token.tokenId, token.ownerAddress) : undefined;
      return {
        tokenUri: `${metadataBaseUri(publicUrl, collection.id)}${token.tokenId}`,
        ownerOf: owner ?? chains.marketplaceAdminAddress,
        tokenAddress: contract,
        tokenId: token.tokenId.toString(),
      };
    }),
  );
}

async function ownerOf(chains: ChainsConfig, contract: Address, tokenId: bigint, fallback: string | null) {
  const onChain = await ownerOnChain(chains, contract, tokenId);
  return onChain ?? (fallback ? getAddress(fallback) : undefined);
}

/** getItemDetails: price, status (0 available), category (the collection) and itemId of one item, and its collection's id and symbol. */
export async function itemDetails(db: Db, tokenAddress: string, tokenId: string): Promise<ItemDetails> {
  const [row] = await db
    .select({ token: nftTokens, collection: nftCollections })
    .from(nftTokens)
    .innerJoin(nftCollections, eq(nftCollections.id, nftTokens.collectionId))
    .where(
      and(
        sql`lower(${nftCollections.contractAddress}) = ${tokenAddress.toLowerCase()}`,
        eq(nftTokens.tokenId, BigInt(tokenId)),
      ),
    );
  if (!row) throw marketplaceError('invalid-request');
  return {
    price: formatAmount(row.token.price),
    status: row.token.status,
    category: row.collection.name,
    itemId: row.token.id,
    collectionId: row.collection.id,
    symbol: row.collection.symbol,
  };
}

/** getUsername: the store's username of a wallet; an unknown wallet is Unnamed, as the profile shows it. */
export async function usernameOf(db: Db, address: string): Promise<string> {
  const user = await findUserByAddress(db, address);
  return user?.username || 'Unnamed';
}
