import { creditsEndpoints, creditsTexts, errorCodes, moneyTexts } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import type { DbExecutor } from '../../db/client';
import { serveEndpoint } from '../../lib/endpoint';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import { columnValuesOf } from '../../lib/settings-fields';
import type { App, AppDeps } from '../../lib/types';
import { grantCredit } from './credit-admin';
import { approveCredit, listCredits, rejectCredit } from './credit-approvals';
import { changeCreditLimits, creditLimitFields, creditLimitGroups } from './credit-limits';
import type { Asset } from './ledger';

/** How the ledger finds a user by wallet address: passed in, as the users module builds on the ledger. */
export type FindUser = (
  db: DbExecutor,
  address: string,
) => Promise<{ id: string; publicAddress: string } | undefined>;

const tags = ['admin'];

/**
 * The console's credits (finance): an airdrop to an address within its token's caps, once per
 * Idempotency-Key, audited; above the approval threshold it waits for a second operator.
 */
export async function ledgerRoutes(app: App, { db, findUser }: Pick<AppDeps, 'db'> & { findUser: FindUser }) {
  serveEndpoint(
    app,
    creditsEndpoints.createCredit,
    {
      tags,
      summary:
        'Credit tokens to a user (an airdrop, amount in base units) with a reason, within the per-credit and per-day caps; above the approval threshold it waits for a second operator; Idempotency-Key honoured; audited',
      errors: [400, 401, 403, 404, 409],
      status: 201,
    },
    async ({ body, operator, request }) => {
      const user = await findUser(db, body.address);
      if (!user) throw new AppError(404, errorCodes.notFound, creditsTexts.unknownAccount);
      const credit = {
        userId: user.id,
        address: user.publicAddress,
        asset: body.token as Asset,
        amount: BigInt(body.amount),
        reason: body.reason,
      };
      return grantCredit(db, operator.address, credit, idempotencyKeyOf(request));
    },
  );
  serveEndpoint(
    app,
    creditsEndpoints.listCredits,
    {
      tags,
      summary: 'The newest credits, by status (pending: waiting for approval) or text, a page at a time',
      errors: [401, 403],
    },
    ({ query }) => listCredits(db, query),
  );
  serveEndpoint(
    app,
    creditsEndpoints.approveCredit,
    {
      tags,
      summary: 'Approve a waiting credit (not its requester’s call): it posts once; audited',
      errors: [401, 403, 404, 409],
    },
    ({ params, operator }) => approveCredit(db, operator.address, params.id),
  );
  serveEndpoint(
    app,
    creditsEndpoints.rejectCredit,
    {
      tags,
      summary: 'Reject a waiting credit (not its requester’s call): nothing is posted; audited',
      errors: [401, 403, 404, 409],
    },
    ({ params, operator }) => rejectCredit(db, operator.address, params.id),
  );
  registerCreditLimits(app, db);
}

function registerCreditLimits(app: App, db: AppDeps['db']) {
  serveEndpoint(
    app,
    creditsEndpoints.creditLimits,
    {
      tags,
      summary: 'Each token’s credit limits: per-credit cap, per-day cap, approval threshold',
      errors: [401, 403],
    },
    async () => ({ groups: await creditLimitGroups(db) }),
  );
  serveEndpoint(
    app,
    creditsEndpoints.setCreditLimits,
    {
      tags,
      summary: 'Change a token’s credit limits (owner only; base units; audited)',
      errors: [400, 401, 403, 404],
    },
    async ({ params, body, operator }) => {
      const values = columnValuesOf(creditLimitFields, body);
      const group = await changeCreditLimits(db, operator.address, params.token as Asset, values);
      if (!group) throw new AppError(404, errorCodes.notFound, moneyTexts.notConfigured);
      return group;
    },
  );
}
