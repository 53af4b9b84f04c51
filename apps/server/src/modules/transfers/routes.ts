import { transfersEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { postEntryOnce } from '../ledger';
import { transferEntry } from './service';

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
    // A transfer is one entry: posted (with its Idempotency-Key's claim) in one round trip.
    ({ params, body, claim }) =>
      postEntryOnce(deps.db, claim, transferEntry(claim.userId, params.token, params.direction, body.amount)),
  );
}
