import { assetOf, withdrawalsEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { requireChains } from '../chains';
import { once } from '../ledger';
import { cancelWithdraw, fulfillWithdraw } from './payout';
import { requestWithdraw, withdrawLimitStatus } from './service';
import { readWithdrawSettings } from './settings';
import { registerAdminWithdrawals } from './admin-routes';

const tags = ['withdrawals'];
const errors = [404, 409, 503];

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function withdrawalsRoutes(app: App, deps: Deps) {
  registerAdminWithdrawals(app, deps);
  serveEndpoint(
    app,
    withdrawalsEndpoints.withdrawSettings,
    { tags, summary: 'Whether withdrawals are open, and their ACE fees (core, nitro, ubi)', errors: [503] },
    ({ params }) => readWithdrawSettings(deps.db, assetOf(params.token)),
  );
  serveEndpoint(
    app,
    withdrawalsEndpoints.withdrawLimitStatus,
    {
      tags,
      summary: 'What may still be withdrawn over the last 24 hours, by everyone and by this user',
      errors,
    },
    ({ params, signedIn }) => withdrawLimitStatus(deps.db, assetOf(params.token), signedIn.user.id),
  );
  serveEndpoint(
    app,
    withdrawalsEndpoints.withdraw,
    {
      tags,
      summary:
        'Holds the amount and takes the ACE fees, answering a voucher the wallet pays out with Vault.withdraw on the L1 network of chain_id (default Acent; Idempotency-Key honoured)',
      errors,
    },
    ({ params, body, signedIn, claim }) => {
      const chains = requireChains(deps.config);
      return once(deps.db, claim, (tx) =>
        requestWithdraw(tx, chains, signedIn.user, params.token, {
          amount: body.amount,
          chainId: body.chain_id,
        }),
      );
    },
  );
  serveVoucherStep(app, deps, withdrawalsEndpoints.cancelWithdraw, cancelWithdraw);
  serveVoucherStep(app, deps, withdrawalsEndpoints.fulfillWithdraw, fulfillWithdraw);
}

const stepSummaries = {
  cancelWithdraw: 'Revokes the voucher on chain and refunds the amount and fees; refused once paid out',
  fulfillWithdraw: 'Marks the withdrawal fulfilled once the Vault shows it paid out (a Withdrawn event)',
};

/** A step on an issued voucher (cancel or fulfill): the signed-in owner's, with the chains configured. */
function serveVoucherStep(
  app: App,
  deps: Deps,
  endpoint: typeof withdrawalsEndpoints.cancelWithdraw | typeof withdrawalsEndpoints.fulfillWithdraw,
  run: typeof cancelWithdraw,
) {
  serveEndpoint(
    app,
    endpoint,
    { tags, summary: stepSummaries[endpoint.name], errors },
    ({ params, signedIn }) =>
      run(deps.db, requireChains(deps.config), signedIn.user.id, params.token, params.id),
  );
}
