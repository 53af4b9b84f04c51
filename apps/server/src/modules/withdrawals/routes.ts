import { apiError, withdrawParams, withdrawSettingsResponse } from '@dappx/shared';
import type { App, AppDeps } from '../../lib/types';
import { requireSession } from '../users/session';
import { readWithdrawSettings } from './settings';

const tokenOf = { acent: 'ACE', dappx: 'DAPPX' } as const;

export async function withdrawalsRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  app.get(
    '/users/:token/withdraw/settings',
    {
      schema: {
        tags: ['withdrawals'],
        summary: 'Whether withdrawals are open, and their ACE fees (core, nitro, ubi)',
        params: withdrawParams,
        response: { 200: withdrawSettingsResponse, 401: apiError, 403: apiError, 503: apiError },
      },
    },
    async (request) => {
      await requireSession(request, deps);
      return readWithdrawSettings(deps.db, tokenOf[request.params.token]);
    },
  );
}
