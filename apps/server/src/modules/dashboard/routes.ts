import { dashboardEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { dashboardOf } from './service';

export async function dashboardRoutes(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  serveEndpoint(
    app,
    dashboardEndpoints.dashboard,
    {
      tags: ['admin'],
      summary:
        'The day’s figures and a 14-day series: sign-ups, active users, deposits and withdrawals by token, fees, the ledger’s conservation, indexer lag',
      errors: [401, 403],
    },
    () => dashboardOf(db, config.chains),
  );
}
