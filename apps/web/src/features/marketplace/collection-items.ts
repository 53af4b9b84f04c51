import type { CollectionTokens, MarketItem } from '@dappx/shared/marketplace';
import { unitsOf } from '@dappx/shared/amounts';

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
