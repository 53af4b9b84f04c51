import { nftStatus, unitsOf, type NftToken } from '@dappx/shared';
import type { EnrichedItem } from './api/get-items';

/** An item the market can show and sell: its details and metadata arrived. */
export type MarketItem = EnrichedItem & Required<Pick<EnrichedItem, 'name' | 'price' | 'status' | 'itemId'>>;

export const isShown = (item: EnrichedItem): item is MarketItem =>
  item.name !== undefined &&
  item.price !== undefined &&
  item.status !== undefined &&
  item.itemId !== undefined;

export type MarketStatus = 'all' | 'available' | 'sold';
export type MarketSort = 'price-asc' | 'price-desc';
export type MarketFilters = { search: string; collection: string; status: MarketStatus; sort: MarketSort };
export const allCollections = 'all';

const statusMatches = (item: MarketItem, status: MarketStatus) =>
  status === 'all' || (item.status === nftStatus.available) === (status === 'available');

/** The items that match the search (in the name), collection and status, in price order. */
export function filterMarket(items: MarketItem[], { search, collection, status, sort }: MarketFilters) {
  const needle = search.trim().toLowerCase();
  const direction = sort === 'price-asc' ? 1 : -1;
  return items
    .filter((item) => !needle || item.name.toLowerCase().includes(needle))
    .filter((item) => collection === allCollections || item.collectionId === collection)
    .filter((item) => statusMatches(item, status))
    .sort((a, b) => {
      const difference = unitsOf(a.price) - unitsOf(b.price);
      return difference === 0n ? 0 : difference > 0n ? direction : -direction;
    });
}

/** The collections the items belong to, by name, with how many items each has. */
export function marketCollections(items: MarketItem[]) {
  const found = new Map<string, { id: string; name: string; image: string | undefined; count: number }>();
  for (const item of items) {
    if (!item.collectionId) continue;
    const known = found.get(item.collectionId);
    if (known) known.count += 1;
    else
      found.set(item.collectionId, {
        id: item.collectionId,
        name: item.category ?? '',
        image: item.image_url,
        count: 1,
      });
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The item as the purchase flow and the token dialog take a collection's token. */
export const tokenOf = (item: MarketItem): NftToken => ({
  _id: item.itemId,
  token_id: item.tokenId,
  status: item.status,
  price: item.price,
  metadata: {
    name: item.name,
    description: item.description ?? '',
    image_url: item.image_url ?? '',
    asset_id: item.asset_id ?? '',
    properties: item.properties ?? {},
  },
});
