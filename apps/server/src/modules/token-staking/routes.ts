import {
  errorCodes,
  tokenStakingEndpoints,
  tokenStakingTexts,
  tokenStakingTokenTypes,
  unstakeOf,
  type TokenStakingTokenType,
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
  stakeToken,
  tokenStakeBalance,
  tokenStakingConfigOf,
  readConfig,
  underPenalty,
  unstakeToken,
} from './service';
import { registerAdminStakingSettings } from './admin-routes';

const errors = [409, 503];
const tags = ['staking'];

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The spec's `custom-token-id` header names the token whose rules are asked; DAPPX when absent. */
function configToken(request: FastifyRequest): TokenStakingTokenType {
  const header = request.headers['custom-token-id'];
  if (header === undefined) return 'DAPPX';
  const token = tokenStakingTokenTypes.find((type) => type === header);
  if (!token) throw new AppError(400, errorCodes.badRequest, tokenStakingTexts.unknownToken);
  return token;
}

export async function tokenStakingRoutes(app: App, deps: Deps) {
  registerAdminStakingSettings(app, deps);
  registerIsActivated(app, deps);
  registerConfig(app, deps);
  registerActivation(app, deps);
  registerStake(app, deps);
  registerUnstake(app, deps);
  registerUnderPenalty(app, deps);
  registerStakeBalance(app, deps);
  registerMyDappxBalance(app, deps);
  registerEarnedZera(app, deps);
  registerDepositBalance(app, deps);
}

function registerIsActivated(app: App, deps: Deps) {
  serveEndpoint(
    app,
    tokenStakingEndpoints.isPledgingActivated,
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
    tokenStakingEndpoints.getPledgingConfig,
    {
      tags,
      summary:
        'Staking limits, fees, holding period and penalty of the token the custom-token-id header names (DAPPX or ACE; no session needed)',
      errors: [503],
    },
    async ({ request }) => tokenStakingConfigOf(await readConfig(deps.db, configToken(request))),
  );
}

function registerActivation(app: App, deps: Deps) {
  serveEndpoint(
    app,
    tokenStakingEndpoints.createPledgingActivationTransaction,
    { tags, summary: 'Pay the one-time activation fee (ACE, from the active balance)', errors },
    ({ body, claim }) => moveMoney(deps.db, claim, (tx, userId) => activate(tx, userId, body.tokenType)),
  );
}

function registerStake(app: App, deps: Deps) {
  serveEndpoint(
    app,
    tokenStakingEndpoints.createPledging,
    { tags, summary: 'Stake DAPPX or ACE from its active balance', errors },
    ({ body, claim }) =>
      moveMoney(deps.db, claim, (tx, userId) => stakeToken(tx, userId, body.tokenType, body.pledgeAmount)),
  );
}

function registerUnstake(app: App, deps: Deps) {
  serveEndpoint(
    app,
    tokenStakingEndpoints.createUnpledgeTx,
    {
      tags,
      summary:
        'Unstake DAPPX (unpledgeAmount, tokenType) or ACE (amount) back to the active balance (penalty inside the holding period; ACE fees)',
      errors,
    },
    ({ body, claim }) => {
      const { tokenType, amount } = unstakeOf(body);
      return moveMoney(deps.db, claim, (tx, userId) => unstakeToken(tx, userId, tokenType, amount));
    },
  );
}

function registerUnderPenalty(app: App, deps: Deps) {
  serveEndpoint(
    app,
    tokenStakingEndpoints.isUnderPenalty,
    { tags, summary: 'Whether unstaking now costs the penalty, and when the user last staked', errors },
    async ({ signedIn, body }) => ({ data: await underPenalty(deps.db, signedIn.user.id, body.tokenType) }),
  );
}

function registerStakeBalance(app: App, deps: Deps) {
  serveEndpoint(
    app,
    tokenStakingEndpoints.getPledgeBalance,
    {
      tags,
      summary: 'The staked DAPPX or ACE in base units (ACE with the end of its penalty window)',
      errors,
    },
    ({ signedIn, query }) => tokenStakeBalance(deps.db, signedIn.user.id, query.token_type),
  );
}

function registerMyDappxBalance(app: App, deps: Deps) {
  serveEndpoint(
    app,
    tokenStakingEndpoints.getMyDappxBalance,
    { tags, summary: 'DAPPX in total, staked and not staked (vault + active), in base units', errors },
    ({ signedIn }) => myDappxBalance(deps.db, signedIn.user.id),
  );
}

function registerEarnedZera(app: App, deps: Deps) {
  serveEndpoint(
    app,
    tokenStakingEndpoints.getEarnedZeraBalance,
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
    tokenStakingEndpoints.getDappxDepositBalance,
    {
      tags: ['wallet'],
      summary:
        'DAPPX in the vault plus deposits still waiting for confirmations (pending_value), in token units',
      errors,
    },
    ({ signedIn }) => dappxDepositBalance(deps.db, signedIn.user.id),
  );
}
