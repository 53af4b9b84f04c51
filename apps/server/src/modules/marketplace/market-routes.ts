import { marketplaceEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { marketItem, marketPage, ownedItems } from './market';

const tags = ['marketplace'];
const errors = [401, 404];

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The market page, an item's page and the buyer's own NFTs: each one call that answers all a card shows. */
export function registerMarket(app: App, deps: Deps) {
  serveEndpoint(
    app,
    marketplaceEndpoints.market,
    {
      tags,
      summary:
        'One page of the NFT market (search in names, collection, status, price order): every field a card shows, the total and the collections; prices in wei',
      errors,
    },
    ({ query }) => marketPage(deps.db, deps.config.chains, query),
  );
  serveEndpoint(
    app,
    marketplaceEndpoints.marketItem,
    { tags, summary: 'One item of the NFT market, for its own page', errors },
    async ({ params }) => ({
      item: await marketItem(deps.db, deps.config.chains, params.collectionId, BigInt(params.tokenId)),
    }),
  );
  serveEndpoint(
    app,
    marketplaceEndpoints.myNfts,
    { tags, summary: 'The signed-in buyer’s NFTs', errors },
    async ({ signedIn }) => ({
      items: await ownedItems(deps.db, deps.config.chains, signedIn.user.publicAddress),
    }),
  );
}
