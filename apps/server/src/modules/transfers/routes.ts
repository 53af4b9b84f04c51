import { transfersEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { moveMoney } from '../ledger';
import { transfer } from './service';

export async function transfersRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  serveEndpoint(
    app,
    transfersEndpoints.transfer,
    {
      tags: ['wallet'],
      summary:
        'Move an amount between the user’s own buckets (ACE/DAPPX vault <-> active, Zera main <-> pocket)',
      errors: [409],
    },
    ({ params, body, claim }) =>
      moveMoney(deps.db, claim, (tx, userId) =>
        transfer(tx, userId, params.token, params.direction, body.amount),
      ),
  );
}
