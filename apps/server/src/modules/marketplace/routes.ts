import {
  errorCodes,
  marketplaceCodes,
  marketplaceEndpoints,
  marketplaceMessageOf,
  marketplaceTexts,
} from '@dappx/shared';
import { z } from 'zod';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { registerErrorHandler } from '../../lib/error-handler';
import { sessionOfToken } from '../users';
import { marketplaceError } from './errors';
import { registerAdminRefunds } from './admin-routes';
import { claimRefund } from './claim-refund';
import { fulfillOrder } from './fulfil';
import { itemDetails, listItems, usernameOf } from './items';
import { registerMarket } from './market-routes';
import {
  buyToken,
  cancelOrder,
  collectionTokenArt,
  listCollectionTokens,
  tokenMetadataDocument,
} from './service';

const tags = ['marketplace'];
// Beyond a public endpoint's 400, as before (401: the session in the body is missing or ended).
const errors = [401, 403, 404, 409, 502, 503];

const svgHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=604800',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The NFT marketplace on L2 (wallet-area spec, calls "NFT marketplace") and the storefront's item list. */
export async function marketplaceRoutes(app: App, deps: Deps) {
  // The console's calls answer the console's codes: their scope is made before the spec's handler is set.
  await app.register(async (scope) => registerAdminRefunds(scope, deps));
  registerMarketplaceErrors(app);
  registerCollectionTokens(app, deps);
  registerBuyToken(app, deps);
  registerCancelOrder(app, deps);
  registerFulfillOrder(app, deps);
  registerClaimRefund(app, deps);
  registerMetadata(app, deps);
  registerArt(app, deps);
  registerItems(app, deps);
  registerItemDetails(app, deps);
  registerUsername(app, deps);
  registerMarket(app, deps);
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
// The spec puts the session in the body (`session_id`), not the header the auth hook reads: hence 'public'.
const buyerOf = async (sessionId: string | undefined, deps: Deps) =>
  (await sessionOfToken(sessionId, deps)).user;

function registerCollectionTokens(app: App, deps: Deps) {
  serveEndpoint(
    app,
    marketplaceEndpoints.collectionTokens,
    { tags, summary: 'A page of a collection’s tokens (36 a page); status 0 is available', errors },
    async ({ params, query }) => ({
      data: await listCollectionTokens(deps.db, deps.config.chains, params.id, query),
    }),
  );
}

function registerBuyToken(app: App, deps: Deps) {
  serveEndpoint(
    app,
    marketplaceEndpoints.buyToken,
    {
      tags,
      summary: 'Holds an available token with an order; the buyer then pays the price to the admin wallet',
      errors,
    },
    async ({ body }) => {
      const chains = chainsOf(deps);
      const user = await buyerOf(body.session_id, deps);
      return { data: await buyToken(deps.db, chains, user, body.asset_id) };
    },
  );
}

function registerCancelOrder(app: App, deps: Deps) {
  serveEndpoint(
    app,
    marketplaceEndpoints.cancelOrder,
    { tags, summary: 'Cancels the buyer’s open order and frees its token', errors },
    async ({ body }) => {
      const user = await buyerOf(body.session_id, deps);
      const data = await cancelOrder(deps.db, user.id, body.order_id);
      return { code: marketplaceCodes.cancel, message: marketplaceTexts.cancel, data };
    },
  );
}

function registerFulfillOrder(app: App, deps: Deps) {
  serveEndpoint(
    app,
    marketplaceEndpoints.fulfillOrder,
    {
      tags,
      summary:
        'Verifies the payment on L2 (mined, buyer to admin wallet, at least the price, not used before), then mints the token to the buyer once',
      errors,
    },
    async ({ body }) => {
      const chains = chainsOf(deps);
      const user = await buyerOf(body.session_id, deps);
      const { message, ...data } = await fulfillOrder(deps.db, chains, user.id, body.order_id, body.tx_id);
      return { code: 'success' as const, message, data };
    },
  );
}

function registerClaimRefund(app: App, deps: Deps) {
  serveEndpoint(
    app,
    marketplaceEndpoints.claimRefund,
    {
      tags,
      summary:
        'Sends a payment to the admin wallet that paid for nothing back to its sender (less the network fee), asked from the sender’s own session',
      errors,
    },
    async ({ body }) => {
      const chains = chainsOf(deps);
      const user = await buyerOf(body.session_id, deps);
      return {
        code: 'success' as const,
        ...(await claimRefund(deps.db, chains, user.publicAddress, body.tx_id)),
      };
    },
  );
}

function registerMetadata(app: App, deps: Deps) {
  serveEndpoint(
    app,
    marketplaceEndpoints.tokenMetadata,
    { tags, summary: 'A token’s metadata: what its tokenURI on chain points at', errors },
    async ({ params, reply }) => {
      const document = await tokenMetadataDocument(
        deps.db,
        deps.config.publicUrl,
        params.collectionId,
        BigInt(params.tokenId),
      );
      reply.header('cache-control', 'public, max-age=300');
      return document;
    },
  );
}

/** An SVG image, not JSON: a plain Fastify route outside the declared endpoints. */
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
  serveEndpoint(
    app,
    marketplaceEndpoints.marketplaceItems,
    {
      tags,
      summary: 'The storefront’s marketplace items: tokenUri, ownerOf, tokenAddress, tokenId',
      errors,
    },
    async () => ({ items: await listItems(deps.db, chainsOf(deps), deps.config.publicUrl) }),
  );
}

function registerItemDetails(app: App, deps: Deps) {
  serveEndpoint(
    app,
    marketplaceEndpoints.itemDetails,
    { tags, summary: 'An item’s details: price, status (0 available), category, itemId', errors },
    ({ params }) => itemDetails(deps.db, params.tokenAddress, params.tokenId),
  );
}

function registerUsername(app: App, deps: Deps) {
  serveEndpoint(
    app,
    marketplaceEndpoints.marketplaceUsername,
    { tags, summary: 'The username of a wallet (an item’s ownerOf)', errors },
    async ({ params }) => ({ username: await usernameOf(deps.db, params.address) }),
  );
}
