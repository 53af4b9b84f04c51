import { transfersEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import { sessionWriteLimit } from '../../lib/shared-rate-limit';
import type { App, AppDeps } from '../../lib/types';
import { postAsSignedIn } from '../users';
import { transferEntry } from './service';

export async function transfersRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  const writeLimit = sessionWriteLimit(deps.config);
  serveEndpoint(
    app,
    transfersEndpoints.transfer,
    {
      tags: ['wallet'],
      summary:
        'Move an amount between the user’s own buckets (ACE/DAPPX vault <-> active, Zera main <-> pocket)',
      errors: [409],
      sessionInPosting: true,
    },
    // A transfer is one entry: its session, write limit, Idempotency-Key and posting in one round trip.
    ({ params, body, request }) =>
      postAsSignedIn(request, deps, writeLimit, (userId) =>
        transferEntry(userId, params.token, params.direction, body.amount),
      ),
  );
}
