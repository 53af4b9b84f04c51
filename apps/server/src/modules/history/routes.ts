import { assetOf, historyEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { activityOf } from './activity';
import { latestTransactions, transactionsHistory } from './service';
import { totalsOf } from './totals';

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
        'What the signed-in user did, newest first: one row per ledger entry with its fees nested (a withdrawal with its state), a day’s rewards per token as one row, and NFT payments; filter by token and kind, page by cursor',
    },
    ({ query, signedIn }) => activityOf(deps.db, signedIn.user.id, query),
  );

  serveEndpoint(
    app,
    historyEndpoints.totals,
    {
      tags,
      summary:
        'What the signed-in user holds in the store per token: vault, active, staked, pending withdrawals, and the total (vault + active + staked)',
    },
    async ({ signedIn }) => ({ tokens: await totalsOf(deps.db, signedIn.user.id) }),
  );
}
