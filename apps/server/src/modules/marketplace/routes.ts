import {
  apiError,
  buyTokenBody,
  buyTokenResponse,
  cancelOrderBody,
  cancelOrderResponse,
  collectionParams,
  collectionTokensQuery,
  collectionTokensResponse,
  errorCodes,
  fulfillOrderBody,
  fulfillOrderResponse,
  itemDetailsParams,
  itemDetailsResponse,
  marketplaceCodes,
  marketplaceItemsResponse,
  marketplaceMessageOf,
  marketplaceTexts,
  nftMetadataDocument,
  usernameParams,
  usernameResponse,
} from '@dappx/shared';
import { z } from 'zod';
import type { App, AppDeps } from '../../lib/types';
import { registerErrorHandler } from '../../plugins/error-handler';
import { sessionOfToken } from '../users';
import { marketplaceError } from './errors';
import { itemDetails, listItems, usernameOf } from './items';
import {
  buyToken,
  cancelOrder,
  collectionTokenArt,
  fulfillOrder,
  listCollectionTokens,
  tokenMetadataDocument,
} from './service';

const tags = ['marketplace'];
const errors = {
  400: apiError,
  401: apiError,
  403: apiError,
  404: apiError,
  409: apiError,
  502: apiError,
  503: apiError,
};

const svgHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=604800',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The NFT marketplace on L2 (wallet-area spec, calls "NFT marketplace") and the storefront's item list. */
export async function marketplaceRoutes(app: App, deps: Deps) {
  registerMarketplaceErrors(app);
  registerCollectionTokens(app, deps);
  registerBuyToken(app, deps);
  registerCancelOrder(app, deps);
  registerFulfillOrder(app, deps);
  registerMetadata(app, deps);
  registerArt(app, deps);
  registerItems(app, deps);
  registerItemDetails(app, deps);
  registerUsername(app, deps);
}

/** Bad input answers the spec's invalid-request; a missing or ended session its invalid-session-id. */
function registerMarketplaceErrors(app: App) {
  registerErrorHandler(app, (answer) => {
    if (answer.body.code === errorCodes.validation)
      return { status: 400, body: { code: marketplaceCodes.invalidRequest, message: answer.body.message } };
    if (answer.body.code === errorCodes.unauthorized || answer.body.code === errorCodes.sessionExpired) {
      const code = marketplaceCodes.invalidSessionId;
      return { status: 401, body: { code, message: marketplaceMessageOf[code]! } };
    }
    return answer;
  });
}

/** The configured chains; without them the marketplace answers its missing-key-pair. */
function chainsOf(deps: Deps) {
  if (!deps.config.chains) throw marketplaceError(marketplaceCodes.missingKeyPair);
  return deps.config.chains;
}

/** The buyer signed in with the session id the marketplace's calls carry in their body. */
const buyerOf = async (sessionId: string | undefined, deps: Deps) =>
  (await sessionOfToken(sessionId, deps)).user;

function registerCollectionTokens(app: App, deps: Deps) {
  app.get(
    '/v1/marketplace/collections/:id/tokens',
    {
      schema: {
        tags,
        summary: 'A page of a collection’s tokens (36 a page); status 0 is available',
        params: collectionParams,
        querystring: collectionTokensQuery,
        response: { 200: collectionTokensResponse, ...errors },
      },
    },
    async (request) => ({
      data: await listCollectionTokens(deps.db, request.params.id, request.query),
    }),
  );
}

function registerBuyToken(app: App, deps: Deps) {
  app.post(
    '/v1/marketplace/buy-token',
    {
      schema: {
        tags,
        summary: 'Holds an available token with an order; the buyer then pays the price to the admin wallet',
        body: buyTokenBody,
        response: { 200: buyTokenResponse, ...errors },
      },
    },
    async (request) => {
      const chains = chainsOf(deps);
      const user = await buyerOf(request.body.session_id, deps);
      return { data: await buyToken(deps.db, chains, user, request.body.asset_id) };
    },
  );
}

function registerCancelOrder(app: App, deps: Deps) {
  app.post(
    '/v1/marketplace/cancel-order',
    {
      schema: {
        tags,
        summary: 'Cancels the buyer’s open order and frees its token',
        body: cancelOrderBody,
        response: { 200: cancelOrderResponse, ...errors },
      },
    },
    async (request) => {
      const user = await buyerOf(request.body.session_id, deps);
      const data = await cancelOrder(deps.db, user.id, request.body.order_id);
      return { code: marketplaceCodes.cancel, message: marketplaceTexts.cancel, data };
    },
  );
}

function registerFulfillOrder(app: App, deps: Deps) {
  app.post(
    '/v1/marketplace/fulfill-order',
    {
      schema: {
        tags,
        summary:
          'Verifies the payment on L2 (mined, buyer to admin wallet, at least the price, not used before), then mints the token to the buyer once',
        body: fulfillOrderBody,
        response: { 200: fulfillOrderResponse, ...errors },
      },
    },
    async (request) => {
      const chains = chainsOf(deps);
      const user = await buyerOf(request.body.session_id, deps);
      const { order_id, tx_id } = request.body;
      const { message, ...data } = await fulfillOrder(deps.db, chains, user.id, order_id, tx_id);
      return { code: 'success' as const, message, data };
    },
  );
}

function registerMetadata(app: App, deps: Deps) {
  app.get(
    '/v1/marketplace/metadata/:collectionId/:tokenId',
    {
      schema: {
        tags,
        summary: 'A token’s metadata: what its tokenURI on chain points at',
        params: z.strictObject({ collectionId: z.string().max(64), tokenId: z.string().regex(/^\d{1,78}$/) }),
        response: { 200: nftMetadataDocument, ...errors },
      },
    },
    async (request, reply) => {
      const { collectionId, tokenId } = request.params;
      const document = await tokenMetadataDocument(
        deps.db,
        deps.config.publicUrl,
        collectionId,
        BigInt(tokenId),
      );
      reply.header('cache-control', 'public, max-age=300');
      return document;
    },
  );
}

function registerArt(app: App, deps: Deps) {
  app.get(
    '/v1/marketplace/art/:collectionId/:file',
    {
      schema: {
        tags,
        summary: 'A demo token’s artwork (SVG)',
        params: z.strictObject({
          collectionId: z.string().max(64),
          file: z.string().regex(/^\d{1,10}\.svg$/, 'Art is named <token id>.svg.'),
        }),
      },
    },
    async (request, reply) => {
      const tokenId = BigInt(request.params.file.replace(/\.svg$/, ''));
      const svg = await collectionTokenArt(deps.db, request.params.collectionId, tokenId);
      return reply.headers(svgHeaders).send(svg);
    },
  );
}

function registerItems(app: App, deps: Deps) {
  app.get(
    '/v1/marketplace/items',
    {
      schema: {
        tags,
        summary: 'The storefront’s marketplace items: tokenUri, ownerOf, tokenAddress, tokenId',
        response: { 200: marketplaceItemsResponse, ...errors },
      },
    },
    async () => ({ items: await listItems(deps.db, chainsOf(deps), deps.config.publicUrl) }),
  );
}

function registerItemDetails(app: App, deps: Deps) {
  app.get(
    '/v1/marketplace/items/:tokenAddress/:tokenId',
    {
      schema: {
        tags,
        summary: 'An item’s details: price, status (0 available), category, itemId',
        params: itemDetailsParams,
        response: { 200: itemDetailsResponse, ...errors },
      },
    },
    async (request) => itemDetails(deps.db, request.params.tokenAddress, request.params.tokenId),
  );
}

function registerUsername(app: App, deps: Deps) {
  app.get(
    '/v1/marketplace/users/:address/username',
    {
      schema: {
        tags,
        summary: 'The username of a wallet (an item’s ownerOf)',
        params: usernameParams,
        response: { 200: usernameResponse, ...errors },
      },
    },
    async (request) => ({ username: await usernameOf(deps.db, request.params.address) }),
  );
}
