import { apiError, transferBody, transferParams, transferResponse, transferTexts } from '@dappx/shared';
import type { App, AppDeps } from '../../lib/types';
import { idempotencyKeyOf, once } from '../ledger/idempotency';
import { requireSession } from '../users/session';
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
    async (request) => {
      const { user } = await requireSession(request, deps);
      const { token, direction } = request.params;
      const amount = request.body.amount;
      return once(
        deps.db,
        {
          userId: user.id,
          key: idempotencyKeyOf(request),
          request: { path: `/users/${token}/transfer/${direction}`, amount: amount.toString() },
        },
        async (tx) => {
          await transfer(tx, user.id, token, direction, amount);
          return { message: transferTexts.ok };
        },
      );
    },
  );
}
