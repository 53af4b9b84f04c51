import {
  apiError,
  assetOf,
  getTransactionsResponse,
  transactionsHistoryParams,
  transactionsHistoryQuery,
  transactionsHistoryResponse,
} from '@dappx/shared';
import type { App, AppDeps } from '../../lib/types';
import { requireSession } from '../users';
import { latestTransactions, transactionsHistory } from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError };
const tags = ['history'];

export async function historyRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  app.get(
    '/users/:token/transactionsHistory',
    {
      schema: {
        tags,
        summary: 'Deposits and withdrawals of a token, newest first (limit, offset)',
        params: transactionsHistoryParams,
        querystring: transactionsHistoryQuery,
        response: { 200: transactionsHistoryResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      return transactionsHistory(deps.db, user.id, assetOf(request.params.token), request.query);
    },
  );

  app.get(
    '/users/getTransactions',
    {
      schema: {
        tags,
        summary: 'The latest 50 ledger entries touching the signed-in user, with their own lines',
        response: { 200: getTransactionsResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      return { transactions: await latestTransactions(deps.db, user.id) };
    },
  );
}
