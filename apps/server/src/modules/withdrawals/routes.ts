import {
  apiError,
  withdrawBody,
  withdrawIdParams,
  withdrawLimitStatusResponse,
  withdrawParams,
  withdrawRequestResponse,
  withdrawSettingsResponse,
  withdrawStatusResponse,
} from '@dappx/shared';
import type { App, AppDeps } from '../../lib/types';
import { requireChains } from '../chains';
import { idempotencyKeyOf, once } from '../ledger';
import { requireSession } from '../users';
import { cancelWithdraw, fulfillWithdraw } from './payout';
import { requestWithdraw, tokenOf, withdrawLimitStatus } from './service';
import { readWithdrawSettings } from './settings';

const tags = ['withdrawals'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 503: apiError };

export async function withdrawalsRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  app.get(
    '/users/:token/withdraw/settings',
    {
      schema: {
        tags,
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

  app.get(
    '/users/:token/withdraw/limit-status',
    {
      schema: {
        tags,
        summary: 'What may still be withdrawn over the last 24 hours, by everyone and by this user',
        params: withdrawParams,
        response: { 200: withdrawLimitStatusResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      return withdrawLimitStatus(deps.db, tokenOf[request.params.token], user.id);
    },
  );

  app.post(
    '/users/:token/withdraw',
    {
      schema: {
        tags,
        summary:
          'Holds the amount and takes the ACE fees, answering a voucher the wallet pays out with Vault.withdraw (Idempotency-Key honoured)',
        params: withdrawParams,
        body: withdrawBody,
        response: { 200: withdrawRequestResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      const chains = requireChains(deps.config);
      return once(
        deps.db,
        {
          userId: user.id,
          key: idempotencyKeyOf(request),
          request: { path: request.url, body: request.body },
        },
        (tx) => requestWithdraw(tx, chains, user, request.params.token, request.body.amount),
      );
    },
  );

  app.post(
    '/users/:token/withdraw/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Revokes the voucher on chain and refunds the amount and fees; refused once paid out',
        params: withdrawIdParams,
        response: { 200: withdrawStatusResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      const chains = requireChains(deps.config);
      return cancelWithdraw(deps.db, chains, user.id, request.params.token, request.params.id);
    },
  );

  app.post(
    '/users/:token/withdraw/:id/fulfill',
    {
      schema: {
        tags,
        summary: 'Marks the withdrawal fulfilled once the Vault shows it paid out (a Withdrawn event)',
        params: withdrawIdParams,
        response: { 200: withdrawStatusResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      const chains = requireChains(deps.config);
      return fulfillWithdraw(deps.db, chains, user.id, request.params.token, request.params.id);
    },
  );
}
