import {
  apiError,
  errorCodes,
  formatAmount,
  layer2BalanceResponse,
  layer2LinkBody,
  layer2LinkResponse,
  layer2Texts,
} from '@dappx/shared';
import type { Address } from 'viem';
import { AppError } from '../../lib/app-error';
import type { App, AppDeps } from '../../lib/types';
import { requireChains } from '../chains';
import { requireSession } from '../users';
import { layer2Clients } from './chain-clients';
import { findLink, linkAddress } from './link';

const notLinked = () => new AppError(404, errorCodes.notFound, layer2Texts.notLinked);

export async function layer2Routes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  app.post(
    '/v1/layer2/link',
    {
      schema: {
        tags: ['layer2'],
        summary:
          "Links the wallet's layer-2 (IMX) address: it must be the signed-in wallet's own ('Please use the same address.'), proven by a personal_sign of layer2LinkMessage",
        body: layer2LinkBody,
        response: { 200: layer2LinkResponse, 400: apiError, 401: apiError, 503: apiError },
      },
    },
    async (request) => {
      const chains = requireChains(deps.config);
      const { user } = await requireSession(request, deps);
      return linkAddress(deps.db, user, chains.l2.chainId, request.body);
    },
  );

  app.get(
    '/v1/layer2/link',
    {
      schema: {
        tags: ['layer2'],
        summary: "The signed-in account's linked layer-2 (IMX) address; 404 when not linked",
        response: { 200: layer2LinkResponse, 401: apiError, 404: apiError },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      const link = await findLink(deps.db, user.id);
      if (!link) throw notLinked();
      return link;
    },
  );

  app.get(
    '/v1/layer2/balance',
    {
      schema: {
        tags: ['layer2'],
        summary: "The linked layer-2 address's native balance on L2 (the 'IMX balance'), in ETH",
        response: { 200: layer2BalanceResponse, 401: apiError, 404: apiError, 503: apiError },
      },
    },
    async (request) => {
      const chains = requireChains(deps.config);
      const { user } = await requireSession(request, deps);
      const link = await findLink(deps.db, user.id);
      if (!link) throw notLinked();
      const balance = await layer2Clients(chains).l2.getBalance({ address: link.address as Address });
      return { address: link.address, balance: formatAmount(balance) };
    },
  );
}
