import { apiError, transferBody, transferParams, transferResponse } from '@dappx/shared';
import type { App, AppDeps } from '../../lib/types';
import { moveMoney } from '../ledger';
import { signedInClaim } from '../users';
import { transfer } from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError };

export async function transfersRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  app.post(
    '/users/:token/transfer/:direction',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'Move an amount between the user’s own buckets (ACE/DAPPX vault <-> active, Zera main <-> pocket)',
        params: transferParams,
        body: transferBody,
        response: { 200: transferResponse, ...errors },
      },
    },
    async (request) =>
      moveMoney(deps.db, await signedInClaim(request, deps), (tx, userId) =>
        transfer(tx, userId, request.params.token, request.params.direction, request.body.amount),
      ),
  );
}
