import { errorCodes, formatAmount, layer2Endpoints, layer2Texts } from '@dappx/shared';
import type { Address } from 'viem';
import { AppError } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { requireChains } from '../chains';
import { layer2Clients } from './chain-clients';
import { findLink, linkAddress } from './link';

const tags = ['layer2'];
const notLinked = () => new AppError(404, errorCodes.notFound, layer2Texts.notLinked);

export async function layer2Routes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  serveEndpoint(
    app,
    layer2Endpoints.linkLayer2,
    {
      tags,
      summary:
        "Links the wallet's layer-2 (IMX) address: it must be the signed-in wallet's own ('Please use the same address.'), proven by a personal_sign of layer2LinkMessage",
      errors: [503],
    },
    ({ body, signedIn }) => {
      const chains = requireChains(deps.config);
      return linkAddress(deps.db, signedIn.user, chains.l2.chainId, body);
    },
  );

  serveEndpoint(
    app,
    layer2Endpoints.layer2Link,
    {
      tags,
      summary: "The signed-in account's linked layer-2 (IMX) address; 404 when not linked",
      errors: [404],
    },
    async ({ signedIn }) => {
      const link = await findLink(deps.db, signedIn.user.id);
      if (!link) throw notLinked();
      return link;
    },
  );

  serveEndpoint(
    app,
    layer2Endpoints.layer2Balance,
    {
      tags,
      summary: "The linked layer-2 address's native balance on L2 (the 'IMX balance'), in ETH",
      errors: [404, 503],
    },
    async ({ signedIn }) => {
      const chains = requireChains(deps.config);
      const link = await findLink(deps.db, signedIn.user.id);
      if (!link) throw notLinked();
      const balance = await layer2Clients(chains).l2.getBalance({ address: link.address as Address });
      return { address: link.address, balance: formatAmount(balance) };
    },
  );
}
