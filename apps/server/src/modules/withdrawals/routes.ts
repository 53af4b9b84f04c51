import {
  apiError,
  assetOf,
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
import { moneyClaim, once } from '../ledger';
import { requireSession } from '../users';
import { cancelWithdraw, fulfillWithdraw } from './payout';
import { requestWithdraw, withdrawLimitStatus } from './service';
import { readWithdrawSettings } from './settings';

const tags = ['withdrawals'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError, 503: apiError };

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function withdrawalsRoutes(app: App, deps: Deps) {
  registerSettings(app, deps);
  registerLimitStatus(app, deps);
  registerRequest(app, deps);
  registerVoucherStep(
    app,
    deps,
    'cancel',
    'Revokes the voucher on chain and refunds the amount and fees; refused once paid out',
    cancelWithdraw,
  );
  registerVoucherStep(
    app,
    deps,
    'fulfill',
    'Marks the withdrawal fulfilled once the Vault shows it paid out (a Withdrawn event)',
    fulfillWithdraw,
  );
}

function registerSettings(app: App, deps: Deps) {
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
      return readWithdrawSettings(deps.db, assetOf(request.params.token));
    },
  );
}

function registerLimitStatus(app: App, deps: Deps) {
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
      return withdrawLimitStatus(deps.db, assetOf(request.params.token), user.id);
    },
  );
}

function registerRequest(app: App, deps: Deps) {
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
      // Refusals in this order: the session, the chains, then a malformed Idempotency-Key (moneyClaim).
      const { user } = await requireSession(request, deps);
      const chains = requireChains(deps.config);
      return once(deps.db, moneyClaim(request, user.id), (tx) =>
        requestWithdraw(tx, chains, user, request.params.token, request.body.amount),
      );
    },
  );
}

/** A step on an issued voucher (cancel or fulfill): the signed-in owner's, with the chains configured. */
function registerVoucherStep(
  app: App,
  deps: Deps,
  step: 'cancel' | 'fulfill',
  summary: string,
  run: typeof cancelWithdraw,
) {
  app.post(
    `/users/:token/withdraw/:id/${step}`,
    {
      schema: {
        tags,
        summary,
        params: withdrawIdParams,
        response: { 200: withdrawStatusResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      const chains = requireChains(deps.config);
      return run(deps.db, chains, user.id, request.params.token, request.params.id);
    },
  );
}
