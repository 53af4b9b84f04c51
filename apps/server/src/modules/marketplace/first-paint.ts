import {
  collectionItems,
  fillFirstPaint,
  floorPriceText,
  isAvailable,
  itemPath,
  l2CoinText,
  ownerName,
  priceOf,
  usdText,
  type CollectionTokens,
  type FirstPaintLanguage,
  type FirstPaintTemplates,
  type MarketCollection,
  type MarketItem,
  type MarketPage,
  type MarketPageParts,
} from '@dappx/shared';
import type { FirstPaintContent } from '../../lib/types';

/** Two rows of the widest grid (5 columns), and more than a phone's first screen of its one-column list. */
export const firstPaintCards = 10;

/** What a page's cards are written with: its language, and USD per coin while the prices are known. */
export type CardTexts = { language: FirstPaintLanguage; usdPerCoin: number | undefined };

/** One card as the app's card draws it, a link to the item's page; every value escaped by the fill. */
function itemCard(item: MarketItem, parts: MarketPageParts, { language, usdPerCoin }: CardTexts) {
  const units = priceOf(item);
  const owner = ownerName(item);
  return fillFirstPaint(
    parts.card,
    {
      HREF: itemPath(item),
      CARD_IMAGE: item.image_url,
      CARD_NAME: item.name,
      ITEM_COLLECTION: item.collection_name,
      ITEM_WEI: item.price,
      ITEM_PRICE: l2CoinText(units, language),
    },
    {
      ITEM_USD:
        usdPerCoin === undefined ? '' : fillFirstPaint(parts.usd, { TEXT: usdText(units, usdPerCoin) }),
      ITEM_OWNER: owner
        ? fillFirstPaint(parts.owner, { OWNER: owner, OWNER_ADDRESS: item.owner_address ?? '' })
        : '',
      ITEM_STATUS: isAvailable(item) ? parts.available : parts.sold,
    },
  );
}

const itemCards = (items: MarketItem[], parts: MarketPageParts, texts: CardTexts) =>
  items
    .slice(0, firstPaintCards)
    .map((item) => itemCard(item, parts, texts))
    .join('');

/** The market's collection tiles, as stand-ins that filter nothing; none at all when it has none. */
function collectionTiles(collections: MarketCollection[], parts: MarketPageParts): string {
  if (collections.length === 0) return '';
  const tiles = collections
    .map((collection) =>
      fillFirstPaint(collection.count === 1 ? parts.tileOne : parts.tile, {
        IMAGE: collection.image_url ?? '',
        NAME: collection.name,
        COUNT: String(collection.count),
      }),
    )
    .join('');
  return fillFirstPaint(parts.collections, {}, { TILES: tiles });
}

/** The market as it opens (every collection and status, cheapest first): its collections and first cards. */
export function marketFirstPaint(
  page: MarketPage,
  texts: CardTexts,
  templates: FirstPaintTemplates,
): FirstPaintContent {
  const parts = templates.marketParts;
  return {
    template: templates.market,
    text: {},
    html: {
      COLLECTIONS: collectionTiles(page.collections, parts),
      CARDS: itemCards(page.items, parts, texts),
    },
  };
}

/**
 * A collection's banner (name, description, items, floor price, owners) and first cards; undefined for a
 * collection the store does not have (the app then shows its not-found).
 */
export function collectionFirstPaint(
  tokens: CollectionTokens | undefined,
  texts: CardTexts,
  templates: FirstPaintTemplates,
): FirstPaintContent | undefined {
  if (!tokens) return undefined;
  const { collection } = tokens;
  const parts = templates.marketParts;
  return {
    template: templates.collection,
    text: {
      COLLECTION_NAME: collection.name,
      COLLECTION_ITEMS: String(tokens.total_tokens),
      COLLECTION_FLOOR: floorPriceText(collection.floor_price, texts.language),
      COLLECTION_OWNERS: String(collection.owners_count),
    },
    html: {
      COLLECTION_ART: collection.image_url
        ? fillFirstPaint(parts.collectionArt, { IMAGE: collection.image_url })
        : '',
      COLLECTION_DESCRIPTION: collection.description
        ? fillFirstPaint(parts.collectionDescription, { TEXT: collection.description })
        : '',
      CARDS: itemCards(collectionItems(tokens), parts, texts),
    },
  };
}
