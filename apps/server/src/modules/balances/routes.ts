import { apiError, assetOf, balanceParams, balanceResponse, errorCodes, formatAmount } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import type { App, AppDeps } from '../../lib/types';
import { balanceOf } from '../ledger';
import { requireSession } from '../users';

export async function balancesRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  app.get(
    '/users/:token/:bucket/balance',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'A balance: ACE, DAPPX or EDAO in vault or active ({ balance }); Zera main or pocket ({ zera_balance })',
        params: balanceParams,
        response: { 200: balanceResponse, 400: apiError, 401: apiError, 403: apiError },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      const { token, bucket } = request.params;
      const zera = token === 'zera';
      if (zera !== (bucket === 'main' || bucket === 'pocket')) {
        throw new AppError(400, errorCodes.validation, `There is no ${bucket} balance for ${token}.`);
      }
      const balance = formatAmount(await balanceOf(deps.db, user.id, assetOf(token), bucket));
      return zera ? { zera_balance: balance } : { balance };
    },
  );
}
