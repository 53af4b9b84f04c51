import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString } from './amount-schemas';
import { listSearch } from './console-lists';
import { marketplaceCodes } from './error-codes';
import { marketSorts, marketStatuses, nftPageSize } from './marketplace-constants';
import { singleLineText } from './text';

export { marketplaceCodes };

export { marketSorts, marketStatuses, nftPageSize } from './marketplace-constants';

export { marketplaceMessageOf, marketplaceTexts, nftStatus, refundTexts } from './marketplace-texts';

const hash = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex hash');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address');
/** An id the marketplace's calls take: a token's asset_id, an order's id. */
const marketplaceId = (max: number) => singleLineText().min(1).max(max);

/** Token metadata as stored and as served at the token's tokenURI. */
export const nftMetadata = z.object({
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  asset_id: z.string(),
  properties: z.record(z.string(), z.string()),
});
export type NftMetadata = z.infer<typeof nftMetadata>;
/** What a token's tokenURI answers: the metadata with absolute image links (`image` for wallets). */
export const nftMetadataDocument = nftMetadata.extend({ image: z.string() });
/** GET /v1/marketplace/metadata/{collectionId}/{tokenId}: a token's tokenURI. */
export const tokenMetadataParams = z.strictObject({
  collectionId: z.string().max(64),
  tokenId: z.string().regex(/^\d{1,78}$/),
});

export const nftToken = z.object({
  _id: z.string(),
  token_id: z.string(),
  status: z.number().int(),
  /** In the L2 native coin (the IMX balance), decimal. */
  price: decimalString,
  metadata: nftMetadata,
});
export type NftToken = z.infer<typeof nftToken>;

export const nftCollection = z.object({
  _id: z.string(),
  name: z.string(),
  symbol: z.string(),
  description: z.string(),
  contract_address: address.nullable(),
  chain_id: z.number().int().nullable(),
});
export type NftCollection = z.infer<typeof nftCollection>;

/** GET /v1/marketplace/collections/{id}/tokens?offset&limit */
export const collectionParams = z.strictObject({ id: singleLineText().max(64) });
export const collectionTokensQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(nftPageSize).default(nftPageSize),
});
/** A collection's page: the collection, and what its header shows beyond the spec's fields. */
export const collectionPageCollection = nftCollection.extend({
  /** The banner's picture: its first token's art (null for a collection with no tokens). */
  image_url: z.string().nullable(),
  /** The lowest price among its available tokens, decimal in the L2 coin like its tokens' prices; null when none is. */
  floor_price: decimalString.nullable(),
  /** How many wallets own its sold tokens. */
  owners_count: z.number().int(),
});
/** A collection's token, with who owns it (as the market's items): the buyer once sold, else the store's wallet. */
export const collectionToken = nftToken.extend({
  owner_address: address.nullable(),
  owner_username: z.string().nullable(),
});
export const collectionTokensResponse = z.object({
  data: z.object({
    tokens: z.array(collectionToken),
    collection: collectionPageCollection,
    total_tokens: z.number().int(),
  }),
});
export type CollectionTokens = z.infer<typeof collectionTokensResponse>['data'];

// The spec sends the session in the body; a missing one answers invalid-session-id, not a schema error.
const sessionField = { session_id: z.string().max(200).optional() };

/** POST /v1/marketplace/buy-token */
export const buyTokenBody = z.object({ ...sessionField, asset_id: marketplaceId(100) });
export const buyTokenResponse = z.object({
  data: z.object({ price: decimalString, admin_wallet_address: address, order_id: z.string() }),
});
export type BuyOrder = z.infer<typeof buyTokenResponse>['data'];

/** POST /v1/marketplace/cancel-order */
export const cancelOrderBody = z.object({ ...sessionField, order_id: marketplaceId(64) });
export const orderStatus = z.enum(['open', 'fulfilled', 'cancelled', 'expired']);
export const cancelOrderResponse = z.object({
  code: z.literal(marketplaceCodes.cancel),
  message: z.string(),
  data: z.object({ order_id: z.string(), status: orderStatus }),
});

/** POST /v1/marketplace/fulfill-order */
export const fulfillOrderBody = z.object({
  ...sessionField,
  order_id: marketplaceId(64),
  tx_id: hash,
});
export const fulfillOrderResponse = z.object({
  code: z.literal('success'),
  message: z.string(),
  data: z.object({ order_id: z.string(), status: orderStatus, tx_id: hash, mint_tx_id: hash.nullable() }),
});

/**
 * POST /v1/marketplace/claim-refund: the sender of a payment to the admin wallet that paid for nothing
 * asks for it back, from their own signed-in session.
 */
export const claimRefundBody = z.object({ ...sessionField, tx_id: hash });
export const claimRefundResponse = z.object({
  code: z.literal('success'),
  message: z.string(),
  data: z.object({
    tx_id: hash,
    refund_tx_id: hash,
    /** What the payment brought in, and the network fee its refund paid, in the L2 coin (decimal). */
    amount: decimalString,
    gas_fee: decimalString,
  }),
});

/** A payment to the admin wallet owed back to its sender, for the console (amounts in the L2 coin's base units). */
export const marketplaceRefund = z.object({
  id: z.string(),
  payment_tx_id: hash,
  to_address: address,
  amount: z.string(),
  gas_fee: z.string().nullable(),
  reason: z.enum(['underpaid', 'wrong-sender', 'token-unavailable', 'unused']),
  status: z.enum(['due', 'sending', 'sent']),
  refund_tx_id: hash.nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type MarketplaceRefund = z.infer<typeof marketplaceRefund>;
/** GET /admin/api/marketplace/refunds: newest first, by status or a text of the address or a transaction, a page of 50 at most. */
export const adminRefundsQuery = z.strictObject({
  status: z.enum(['due', 'sending', 'sent']).optional(),
  q: listSearch,
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
export const adminRefundsResponse = z.object({
  refunds: z.array(marketplaceRefund),
  total: z.number().int(),
});
export const adminRefundParams = z.strictObject({ id: z.uuid() });

/** The storefront's marketplace item list (storefront spec sections 3 and 7). */
export const marketplaceItem = z.object({
  tokenUri: z.string(),
  ownerOf: address,
  tokenAddress: address,
  tokenId: z.string(),
});
export type MarketplaceItem = z.infer<typeof marketplaceItem>;
export const marketplaceItemsResponse = z.object({ items: z.array(marketplaceItem) });

export const itemDetailsParams = z.strictObject({
  tokenAddress: address,
  tokenId: z.string().regex(/^\d{1,78}$/, 'must be a token id: 1 to 78 decimal digits'),
});
export const itemDetailsResponse = z.object({
  price: decimalString,
  status: z.number().int(),
  category: z.string(),
  itemId: z.string(),
  /** Beyond the spec's four: the item's collection, so the market page can link and sell it. */
  collectionId: z.string(),
  symbol: z.string(),
});
export type ItemDetails = z.infer<typeof itemDetailsResponse>;

export const usernameParams = z.strictObject({ address });
export const usernameResponse = z.object({ username: z.string() });

/** The market page's largest page of items. */
export const marketPageMax = 60;
const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a collection id');

/** GET /v1/marketplace/market: one page of the market, searched (in names), filtered and sorted by price. */
export const marketQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(marketPageMax).default(nftPageSize),
  search: singleLineText().max(100).optional(),
  collection: uuid.optional(),
  status: z.enum(marketStatuses).default('all'),
  sort: z.enum(marketSorts).default('price-asc'),
});
export type MarketQuery = z.input<typeof marketQuery>;
export type MarketStatus = (typeof marketStatuses)[number];
export type MarketSort = (typeof marketSorts)[number];

/** Everything a market card, the item dialog and the item page show, in one row. */
export const marketItem = z.object({
  item_id: z.string(),
  collection_id: z.string(),
  collection_name: z.string(),
  collection_symbol: z.string(),
  token_id: z.string(),
  name: z.string(),
  description: z.string(),
  image_url: z.string(),
  asset_id: z.string(),
  properties: z.record(z.string(), z.string()),
  /** In base units (wei) of the layer-2's coin, ETH. */
  price: z.string().regex(/^\d{1,78}$/),
  status: z.number().int(),
  /** The buyer it was minted to once sold, else the store's wallet that sells it (null with no chains). */
  owner_address: address.nullable(),
  /** The owner's username in the store; null when they have none. */
  owner_username: z.string().nullable(),
});
export type MarketItem = z.infer<typeof marketItem>;

/** A collection of the market, for its filter: its name, a picture (its first item's) and its item count. */
export const marketCollection = z.object({
  id: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  count: z.number().int(),
});
export type MarketCollection = z.infer<typeof marketCollection>;
export const marketResponse = z.object({
  items: z.array(marketItem),
  /** How many items match the search and filters, on every page. */
  total: z.number().int(),
  collections: z.array(marketCollection),
});
export type MarketPage = z.infer<typeof marketResponse>;

/** GET /v1/marketplace/market/{collectionId}/{tokenId}: one item, for its own page. */
export const marketItemParams = z.strictObject({
  collectionId: uuid,
  tokenId: z.string().regex(/^\d{1,78}$/, 'must be a token id: 1 to 78 decimal digits'),
});
export const marketItemResponse = z.object({ item: marketItem });

/** GET /v1/marketplace/my-nfts: the signed-in buyer's tokens. */
export const myNftsResponse = z.object({ items: z.array(marketItem) });

/** The schemas of the marketplace endpoints (declared in endpoints/marketplace.ts). */
export const marketplaceEndpointSchemas = {
  collectionTokens: {
    params: collectionParams,
    query: collectionTokensQuery,
    response: collectionTokensResponse,
  },
  buyToken: { body: buyTokenBody, response: buyTokenResponse },
  cancelOrder: { body: cancelOrderBody, response: cancelOrderResponse },
  fulfillOrder: { body: fulfillOrderBody, response: fulfillOrderResponse },
  claimRefund: { body: claimRefundBody, response: claimRefundResponse },
  adminRefunds: { query: adminRefundsQuery, response: adminRefundsResponse },
  sendAdminRefund: { params: adminRefundParams, response: marketplaceRefund },
  tokenMetadata: { params: tokenMetadataParams, response: nftMetadataDocument },
  marketplaceItems: { response: marketplaceItemsResponse },
  itemDetails: { params: itemDetailsParams, response: itemDetailsResponse },
  marketplaceUsername: { params: usernameParams, response: usernameResponse },
  market: { query: marketQuery, response: marketResponse },
  marketItem: { params: marketItemParams, response: marketItemResponse },
  myNfts: { response: myNftsResponse },
} satisfies EndpointSchemaTable;
