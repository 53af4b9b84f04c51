import { creditsEndpoints, creditsTexts, errorCodes } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import type { DbExecutor } from '../../db/client';
import { serveEndpoint } from '../../lib/endpoint';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import type { App, AppDeps } from '../../lib/types';
import { grantCredit } from './credit-admin';
import type { Asset } from './ledger';

/** How the ledger finds a user by wallet address: passed in, as the users module builds on the ledger. */
export type FindUser = (
  db: DbExecutor,
  address: string,
) => Promise<{ id: string; publicAddress: string } | undefined>;

/** The console's credits (finance): an airdrop to an address, once per Idempotency-Key, audited. */
export async function ledgerRoutes(app: App, { db, findUser }: Pick<AppDeps, 'db'> & { findUser: FindUser }) {
  serveEndpoint(
    app,
    creditsEndpoints.createCredit,
    {
      tags: ['admin'],
      summary:
        'Credit tokens to a user (an airdrop, amount in base units) with a reason; Idempotency-Key honoured; audited',
      errors: [401, 403, 404, 409],
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
}
