import {
  formatAmount,
  marketplaceCodes,
  nftStatus,
  type MarketCollection,
  type MarketItem,
  type MarketPage,
  type MarketSort,
  type MarketStatus,
} from '@dappx/shared';
import { and, asc, desc, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { users } from '../users';
import { marketplaceError } from './errors';
import { nftCollections, nftTokens } from './schema';

export type MarketFilters = {
  offset: number;
  limit: number;
  search?: string | undefined;
  collection?: string | undefined;
  status: MarketStatus;
  sort: MarketSort;
};

// A name left empty or the profile's placeholder is no name: the card shows the short address instead.
const ownerName = sql<string | null>`CASE WHEN lower(btrim(${users.username})) IN ('', 'unnamed') THEN NULL
  ELSE ${users.username} END`;

/** Who owns a token: its buyer once sold, else the store's wallet that sells it. */
const ownerAddressOf = (chains: ChainsConfig | undefined) =>
  sql<string | null>`coalesce(${nftTokens.ownerAddress}, ${chains?.marketplaceAdminAddress ?? null}::text)`;

/** The market's columns: everything a card, the dialog and the item page show. */
const marketColumns = (chains: ChainsConfig | undefined) => ({
  token: nftTokens,
  collectionName: nftCollections.name,
  collectionSymbol: nftCollections.symbol,
  ownerAddress: ownerAddressOf(chains),
  ownerUsername: ownerName,
});

type MarketRow = {
  token: typeof nftTokens.$inferSelect;
  collectionName: string;
  collectionSymbol: string;
  ownerAddress: string | null;
  ownerUsername: string | null;
};

export const marketItemView = ({ token, ...row }: MarketRow): MarketItem => ({
  item_id: token.id,
  collection_id: token.collectionId,
  collection_name: row.collectionName,
  collection_symbol: row.collectionSymbol,
  token_id: token.tokenId.toString(),
  ...token.metadata,
  price: token.price.toString(),
  status: token.status,
  owner_address: row.ownerAddress ? getAddress(row.ownerAddress) : null,
  owner_username: row.ownerUsername,
});

/** The collections the market sells: deployed, on the store's layer-2 when it has one. */
const onMarket = (chains: ChainsConfig | undefined) =>
  and(
    isNotNull(nftCollections.contractAddress),
    chains ? eq(nftCollections.chainId, chains.l2.chainId) : undefined,
  );

// LIKE's own wildcards in a search are matched as themselves.
const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (mark) => `\\${mark}`)}%`;

function filtersOf(filters: MarketFilters): SQL | undefined {
  const search = filters.search?.trim();
  return and(
    // An item is found by its own name or its collection's: 'apes' lists every ape.
    search
      ? sql`(${nftTokens.metadata}->>'name' ILIKE ${likePattern(search)} OR ${nftCollections.name} ILIKE ${likePattern(search)})`
      : undefined,
    filters.collection ? eq(nftTokens.collectionId, filters.collection) : undefined,
    filters.status === 'available' ? eq(nftTokens.status, nftStatus.available) : undefined,
    filters.status === 'sold' ? ne(nftTokens.status, nftStatus.available) : undefined,
  );
}

/** Tokens with their collection and owner (and how many match), in one statement. */
export function marketRows(db: DbExecutor, chains: ChainsConfig | undefined, where: SQL | undefined) {
  return db
    .select({ ...marketColumns(chains), total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(nftTokens)
    .innerJoin(nftCollections, eq(nftCollections.id, nftTokens.collectionId))
    .leftJoin(users, sql`lower(${users.publicAddress}) = lower(${ownerAddressOf(chains)})`)
    .where(where)
    .$dynamic();
}

/** One page of the market: the matching items in price order, how many match, and the collections. */
export async function marketPage(
  db: DbExecutor,
  chains: ChainsConfig | undefined,
  filters: MarketFilters,
): Promise<MarketPage> {
  const price = filters.sort === 'price-asc' ? asc(nftTokens.price) : desc(nftTokens.price);
  const [rows, collections] = await Promise.all([
    marketRows(db, chains, and(onMarket(chains), filtersOf(filters)))
      .orderBy(price, asc(nftCollections.name), asc(nftTokens.tokenId))
      .offset(filters.offset)
      .limit(filters.limit),
    marketCollections(db, chains),
  ]);
  const total = rows[0]?.total ?? (filters.offset > 0 ? await countMatching(db, chains, filters) : 0);
  return { items: rows.map(marketItemView), total, collections };
}

/** A page past the last has no row to carry the count: counted on its own. */
async function countMatching(db: DbExecutor, chains: ChainsConfig | undefined, filters: MarketFilters) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(nftTokens)
    .innerJoin(nftCollections, eq(nftCollections.id, nftTokens.collectionId))
    .where(and(onMarket(chains), filtersOf(filters)));
  return row?.n ?? 0;
}

/** The market's collections by name, each with its first item's picture and its item count. */
async function marketCollections(
  db: DbExecutor,
  chains: ChainsConfig | undefined,
): Promise<MarketCollection[]> {
  return db
    .select({
      id: nftCollections.id,
      name: nftCollections.name,
      image_url: sql<
        string | null
      >`(array_agg(${nftTokens.metadata}->>'image_url' ORDER BY ${nftTokens.tokenId}))[1]`,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(nftCollections)
    .innerJoin(nftTokens, eq(nftTokens.collectionId, nftCollections.id))
    .where(onMarket(chains))
    .groupBy(nftCollections.id)
    .orderBy(asc(nftCollections.name));
}

/** One item of the market, for its own page; an unknown one answers the spec's invalid-request. */
export async function marketItem(
  db: DbExecutor,
  chains: ChainsConfig | undefined,
  collectionId: string,
  tokenId: bigint,
): Promise<MarketItem> {
  const [row] = await marketRows(
    db,
    chains,
    and(onMarket(chains), eq(nftTokens.collectionId, collectionId), eq(nftTokens.tokenId, tokenId)),
  );
  if (!row) throw marketplaceError(marketplaceCodes.invalidRequest);
  return marketItemView(row);
}

/** The tokens minted to a wallet, by collection and token id. */
export async function ownedItems(db: DbExecutor, chains: ChainsConfig | undefined, address: string) {
  const rows = await marketRows(
    db,
    chains,
    and(
      eq(nftTokens.status, nftStatus.sold),
      sql`lower(${nftTokens.ownerAddress}) = ${address.toLowerCase()}`,
    ),
  ).orderBy(asc(nftCollections.name), asc(nftTokens.tokenId));
  return rows.map(marketItemView);
}

/** A collection's floor price (decimal, among its available tokens), owners and first picture. */
export async function collectionFigures(db: DbExecutor, collectionId: string) {
  const [row] = await db
    .select({
      floor: sql<
        string | null
      >`min(${nftTokens.price}) FILTER (WHERE ${nftTokens.status} = ${nftStatus.available})`,
      owners: sql<number>`count(DISTINCT lower(${nftTokens.ownerAddress}))`.mapWith(Number),
      image: sql<
        string | null
      >`(array_agg(${nftTokens.metadata}->>'image_url' ORDER BY ${nftTokens.tokenId}))[1]`,
    })
    .from(nftTokens)
    .where(eq(nftTokens.collectionId, collectionId));
  return {
    image_url: row?.image ?? null,
    floor_price: row?.floor ? formatAmount(BigInt(row.floor)) : null,
    owners_count: row?.owners ?? 0,
  };
}
