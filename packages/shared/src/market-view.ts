// How the NFT market shows an item, the same on the web's cards and in the server's first paint of the
// market's pages. No zod: any screen may import it.
import { shortAddress } from './addresses';
import { formatFiat, unitsOf, usdValueOf } from './amounts';
import type { languages } from './catalogue-constants';
import { l2CoinText } from './l2-coin';
import type { CollectionTokens, MarketItem } from './marketplace';
import { nftStatus } from './marketplace-texts';

type Language = (typeof languages)[number];

export const isAvailable = (item: Pick<MarketItem, 'status'>) => item.status === nftStatus.available;

/** An item's price in base units (wei) of the layer-2's coin. */
export const priceOf = (item: Pick<MarketItem, 'price'>) => BigInt(item.price);

/** The page of an item, which can be linked. */
export const itemPath = (item: Pick<MarketItem, 'collection_id' | 'token_id'>) =>
  `/explore-3/${item.collection_id}/${item.token_id}`;

/** Who owns an item as people read it: their username, else their short address (never "Unnamed"). */
export const ownerName = (item: Pick<MarketItem, 'owner_address' | 'owner_username'>) =>
  item.owner_username ?? (item.owner_address ? shortAddress(item.owner_address) : undefined);

/** What an amount of the coin is worth: '≈ $157.50'. */
export const usdText = (units: bigint, usdPerCoin: number) =>
  `≈ $${formatFiat(usdValueOf(units, usdPerCoin))}`;

/** A collection's floor price in the coin paid, or a dash while nothing of it is for sale. */
export const floorPriceText = (floor: string | null, language: Language) =>
  floor === null ? '—' : l2CoinText(unitsOf(floor), language);

/** A collection's tokens as the market's items, so its page draws the market's cards and dialog. */
export const collectionItems = ({ tokens, collection }: CollectionTokens): MarketItem[] =>
  tokens.map((token) => ({
    item_id: token._id,
    collection_id: collection._id,
    collection_name: collection.name,
    collection_symbol: collection.symbol,
    token_id: token.token_id,
    ...token.metadata,
    price: unitsOf(token.price).toString(),
    status: token.status,
    owner_address: token.owner_address,
    owner_username: token.owner_username,
  }));
