import {
  errorCodes,
  pledgingEndpoints,
  pledgingTexts,
  pledgingTokenTypes,
  unpledgeOf,
  type PledgingTokenType,
} from '@dappx/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { moveMoney } from '../ledger';
import {
  activate,
  dappxDepositBalance,
  earnedZera,
  isActivated,
  myDappxBalance,
  pledge,
  pledgeBalance,
  pledgingConfigOf,
  readConfig,
  underPenalty,
  unpledge,
} from './service';
import { registerAdminStakingSettings } from './admin-routes';

const errors = [409, 503];
const tags = ['staking'];

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The spec's `custom-token-id` header names the token whose rules are asked; DAPPX when absent. */
function configToken(request: FastifyRequest): PledgingTokenType {
  const header = request.headers['custom-token-id'];
  if (header === undefined) return 'DAPPX';
  const token = pledgingTokenTypes.find((type) => type === header);
  if (!token) throw new AppError(400, errorCodes.badRequest, pledgingTexts.unknownToken);
  return token;
}

export async function pledgingRoutes(app: App, deps: Deps) {
  registerAdminStakingSettings(app, deps);
  registerIsActivated(app, deps);
  registerConfig(app, deps);
  registerActivation(app, deps);
  registerPledge(app, deps);
  registerUnpledge(app, deps);
  registerUnderPenalty(app, deps);
  registerPledgeBalance(app, deps);
  registerMyDappxBalance(app, deps);
  registerEarnedZera(app, deps);
  registerDepositBalance(app, deps);
}

function registerIsActivated(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.isPledgingActivated,
    {
      tags,
      summary:
        "Whether the user paid the one-time activation of a token's staking (token_type, DAPPX if absent)",
      errors,
    },
    async ({ signedIn, query }) => ({
      data: await isActivated(deps.db, signedIn.user.id, query.token_type ?? 'DAPPX'),
    }),
  );
}

function registerConfig(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.getPledgingConfig,
    {
      tags,
      summary:
        'Staking limits, fees, holding period and penalty of the token the custom-token-id header names (DAPPX or ACE; no session needed)',
      errors: [503],
    },
    async ({ request }) => pledgingConfigOf(await readConfig(deps.db, configToken(request))),
  );
}

function registerActivation(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.createPledgingActivationTransaction,
    { tags, summary: 'Pay the one-time activation fee (ACE, from the active balance)', errors },
    ({ body, claim }) => moveMoney(deps.db, claim, (tx, userId) => activate(tx, userId, body.tokenType)),
  );
}

function registerPledge(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.createPledging,
    { tags, summary: 'Stake DAPPX or ACE from its active balance', errors },
    ({ body, claim }) =>
      moveMoney(deps.db, claim, (tx, userId) => pledge(tx, userId, body.tokenType, body.pledgeAmount)),
  );
}

function registerUnpledge(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.createUnpledgeTx,
    {
      tags,
      summary:
        'Unstake DAPPX (unpledgeAmount, tokenType) or ACE (amount) back to the active balance (penalty inside the holding period; ACE fees)',
      errors,
    },
    ({ body, claim }) => {
      const { tokenType, amount } = unpledgeOf(body);
      return moveMoney(deps.db, claim, (tx, userId) => unpledge(tx, userId, tokenType, amount));
    },
  );
}

function registerUnderPenalty(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.isUnderPenalty,
    { tags, summary: 'Whether unstaking now costs the penalty, and when the user last staked', errors },
    async ({ signedIn, body }) => ({ data: await underPenalty(deps.db, signedIn.user.id, body.tokenType) }),
  );
}

function registerPledgeBalance(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.getPledgeBalance,
    {
      tags,
      summary: 'The staked DAPPX or ACE in base units (ACE with the end of its penalty window)',
      errors,
    },
    ({ signedIn, query }) => pledgeBalance(deps.db, signedIn.user.id, query.token_type),
  );
}

function registerMyDappxBalance(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.getMyDappxBalance,
    { tags, summary: 'DAPPX in total, staked and not staked (vault + active), in base units', errors },
    ({ signedIn }) => myDappxBalance(deps.db, signedIn.user.id),
  );
}

function registerEarnedZera(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.getEarnedZeraBalance,
    {
      tags,
      summary: 'Zera mined by a staked token so far (paid out to this second) and the mining rate',
      errors,
    },
    ({ signedIn, body }) => earnedZera(deps.db, signedIn.user.id, body.token_type),
  );
}

function registerDepositBalance(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.getDappxDepositBalance,
    {
      tags: ['wallet'],
      summary:
        'DAPPX in the vault plus deposits still waiting for confirmations (pending_value), in token units',
      errors,
    },
    ({ signedIn }) => dappxDepositBalance(deps.db, signedIn.user.id),
  );
}
