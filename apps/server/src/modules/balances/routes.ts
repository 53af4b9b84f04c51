import { assetOf, balancesEndpoints, bucketsOf, errorCodes, formatAmount } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { balanceOf, statementPage } from '../ledger';
import { userById } from '../users';

export async function balancesRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  serveEndpoint(
    app,
    balancesEndpoints.balance,
    {
      tags: ['wallet'],
      summary:
        'A balance: ACE, DAPPX or EDAO in vault or active ({ balance }); Zera main or pocket ({ zera_balance })',
    },
    async ({ params: { token, bucket }, signedIn }) => {
      if (!(bucketsOf(token) as readonly string[]).includes(bucket)) {
        throw new AppError(400, errorCodes.validation, `There is no ${bucket} balance for ${token}.`);
      }
      const balance = formatAmount(await balanceOf(deps.db, signedIn.user.id, assetOf(token), bucket));
      return token === 'zera' ? { zera_balance: balance } : { balance };
    },
  );

  serveEndpoint(
    app,
    balancesEndpoints.userStatement,
    {
      tags: ['admin'],
      summary:
        'A user’s balances per token and account, and their ledger entries newest first (page with `before`); support and finance',
      errors: [401, 403, 404],
    },
    async ({ params, query }) => {
      await userById(deps.db, params.userId);
      return statementPage(deps.db, params.userId, query);
    },
  );
}
