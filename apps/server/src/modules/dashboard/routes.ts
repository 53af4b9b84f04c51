import { dashboardEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { dashboardOf } from './service';
import { dashboardTodoOf } from './todo';

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
  serveEndpoint(
    app,
    dashboardEndpoints.dashboardTodo,
    {
      tags: ['admin'],
      summary:
        'What waits for the operator’s role: submissions, withdrawals waiting or overdue, open review reports, approvals; the deposit indexer’s lag',
      errors: [401, 403],
    },
    ({ operator }) => dashboardTodoOf(db, config.chains, operator.role),
  );
}
