import { assetOf, historyEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { activityOf } from './activity';
import { latestTransactions, transactionsHistory } from './service';

const tags = ['history'];

export async function historyRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  serveEndpoint(
    app,
    historyEndpoints.transactionsHistory,
    { tags, summary: 'Deposits and withdrawals of a token, newest first (limit, offset)' },
    ({ params, query, signedIn }) =>
      transactionsHistory(deps.db, signedIn.user.id, assetOf(params.token), query),
  );

  serveEndpoint(
    app,
    historyEndpoints.getTransactions,
    { tags, summary: 'The latest 50 ledger entries touching the signed-in user, with their own lines' },
    async ({ signedIn }) => ({ transactions: await latestTransactions(deps.db, signedIn.user.id) }),
  );

  serveEndpoint(
    app,
    historyEndpoints.activity,
    {
      tags,
      summary:
        'Every movement of the signed-in user’s tokens (ledger lines, fees apart, and NFT payments), newest first; filter by token and kind, page by cursor',
    },
    ({ query, signedIn }) => activityOf(deps.db, signedIn.user.id, query),
  );
}
