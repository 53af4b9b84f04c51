import { declareEndpoints } from '../endpoint';
import type { marketplaceEndpointSchemas } from '../marketplace';

/**
 * The NFT marketplace on L2 (wallet-area spec, calls "NFT marketplace") and the storefront's item list.
 * The storefront's are 'public' to the auth hook: the calls that need a buyer carry the session in their body
 * (`session_id`, as the spec says), and the server checks it there.
 */
export const marketplaceEndpoints = declareEndpoints<typeof marketplaceEndpointSchemas>()({
  /** A page of a collection's tokens (36 a page). */
  collectionTokens: { method: 'GET', path: '/v1/marketplace/collections/:id/tokens', auth: 'public' },
  /** Holds an available token with an order to pay. */
  buyToken: { method: 'POST', path: '/v1/marketplace/buy-token', auth: 'public' },
  /** Cancels the buyer's open order. */
  cancelOrder: { method: 'POST', path: '/v1/marketplace/cancel-order', auth: 'public' },
  /** Verifies the payment on L2 and mints the token to the buyer. */
  fulfillOrder: { method: 'POST', path: '/v1/marketplace/fulfill-order', auth: 'public' },
  /** Sends a payment that paid for nothing back to its sender, who asks from their own session. */
  claimRefund: { method: 'POST', path: '/v1/marketplace/claim-refund', auth: 'public' },
  /** The console: payments owed back to their senders (finance). */
  adminRefunds: {
    method: 'GET',
    path: '/admin/api/marketplace/refunds',
    auth: 'operator',
    roles: ['finance'],
  },
  /** The console: sends a due refund to the wallet that paid, less its network fee (finance; audited). */
  sendAdminRefund: {
    method: 'POST',
    path: '/admin/api/marketplace/refunds/:id/send',
    auth: 'operator',
    roles: ['finance'],
  },
  /** A token's metadata: what its tokenURI on chain points at. */
  tokenMetadata: { method: 'GET', path: '/v1/marketplace/metadata/:collectionId/:tokenId', auth: 'public' },
  /** The storefront's marketplace items. */
  marketplaceItems: { method: 'GET', path: '/v1/marketplace/items', auth: 'public' },
  /** An item's price, status, category and itemId. */
  itemDetails: { method: 'GET', path: '/v1/marketplace/items/:tokenAddress/:tokenId', auth: 'public' },
  /** The username of a wallet (an item's ownerOf). */
  marketplaceUsername: { method: 'GET', path: '/v1/marketplace/users/:address/username', auth: 'public' },
  /** The market page: one page of every collection's items with all a card shows, its total and collections. */
  market: { method: 'GET', path: '/v1/marketplace/market', auth: 'public' },
  /** One item of the market, for its own page. */
  marketItem: { method: 'GET', path: '/v1/marketplace/market/:collectionId/:tokenId', auth: 'public' },
  /** The signed-in buyer's NFTs (the wallet area's My NFTs). */
  myNfts: { method: 'GET', path: '/v1/marketplace/my-nfts', auth: 'session' },
});
