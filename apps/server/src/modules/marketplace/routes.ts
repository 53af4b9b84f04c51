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
import { AppError } from '../../lib/app-error';
import type { App, AppDeps } from '../../lib/types';
import { registerErrorHandler } from '../../plugins/error-handler';
import { sessionOfToken } from '../users';
import { tokenArt } from './art';
import { marketplaceError } from './errors';
import { itemDetails, listItems, usernameOf } from './items';
import {
  buyToken,
  cancelOrder,
  findCollection,
  fulfillOrder,
  listCollectionTokens,
  tokenMetadata,
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

/** The NFT marketplace on L2 (wallet-area spec, calls "NFT marketplace") and the storefront's item list. */
export async function marketplaceRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  // Bad input answers the spec's invalid-request; a missing or ended session its invalid-session-id.
  registerErrorHandler(app, (answer) => {
    if (answer.body.code === errorCodes.validation)
      return { status: 400, body: { code: marketplaceCodes.invalidRequest, message: answer.body.message } };
    if (answer.body.code === errorCodes.unauthorized || answer.body.code === errorCodes.sessionExpired) {
      const code = marketplaceCodes.invalidSessionId;
      return { status: 401, body: { code, message: marketplaceMessageOf[code]! } };
    }
    return answer;
  });

  const chains = () => {
    if (!deps.config.chains) throw marketplaceError(marketplaceCodes.missingKeyPair);
    return deps.config.chains;
  };
  const buyer = async (sessionId: string | undefined) => (await sessionOfToken(sessionId, deps)).user;

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
      const chainsConfig = chains();
      const user = await buyer(request.body.session_id);
      return { data: await buyToken(deps.db, chainsConfig, user, request.body.asset_id) };
    },
  );

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
      const user = await buyer(request.body.session_id);
      const data = await cancelOrder(deps.db, user.id, request.body.order_id);
      return { code: marketplaceCodes.cancel, message: marketplaceTexts.cancel, data };
    },
  );

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
      const chainsConfig = chains();
      const user = await buyer(request.body.session_id);
      const { message, ...data } = await fulfillOrder(
        deps.db,
        chainsConfig,
        user.id,
        request.body.order_id,
        request.body.tx_id,
      );
      return { code: 'success' as const, message, data };
    },
  );

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
      const metadata = await tokenMetadata(
        deps.db,
        request.params.collectionId,
        BigInt(request.params.tokenId),
      );
      if (!metadata) throw new AppError(404, errorCodes.notFound, 'No such token.');
      const image = `${deps.config.publicUrl}${metadata.image_url}`;
      reply.header('cache-control', 'public, max-age=300');
      return { ...metadata, image, image_url: image };
    },
  );

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
      const collection = await findCollection(deps.db, request.params.collectionId);
      if (!collection) throw marketplaceError(marketplaceCodes.invalidCollectionId);
      const tokenId = BigInt(request.params.file.replace(/\.svg$/, ''));
      return reply.headers(svgHeaders).send(tokenArt(collection.symbol, tokenId));
    },
  );

  app.get(
    '/v1/marketplace/items',
    {
      schema: {
        tags,
        summary: 'The storefront’s marketplace items: tokenUri, ownerOf, tokenAddress, tokenId',
        response: { 200: marketplaceItemsResponse, ...errors },
      },
    },
    async () => ({ items: await listItems(deps.db, chains(), deps.config.publicUrl) }),
  );

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
