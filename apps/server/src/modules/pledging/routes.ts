import {
  apiError,
  createPledgingBody,
  createUnpledgeBody,
  dappxDepositBalanceResponse,
  earnedZeraBody,
  earnedZeraResponse,
  isPledgingActivatedResponse,
  isUnderPenaltyResponse,
  myDappxBalanceResponse,
  okResponse,
  pledgeBalanceResponse,
  pledgingConfigResponse,
  tokenTypeBody,
  tokenTypeQuery,
} from '@dappx/shared';
import type { App, AppDeps } from '../../lib/types';
import { balanceOf, moveMoney } from '../ledger';
import { requireSession, signedInClaim } from '../users';
import {
  activate,
  dappxDepositBalance,
  earnedZera,
  isActivated,
  myDappxBalance,
  pledge,
  pledgingConfigOf,
  readConfig,
  underPenalty,
  unpledge,
} from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError, 503: apiError };
const tags = ['staking'];

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function pledgingRoutes(app: App, deps: Deps) {
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
  app.get(
    '/users/isPledgingActivated',
    {
      schema: {
        tags,
        summary: 'Whether the user paid the one-time DAPPX staking activation',
        response: { 200: isPledgingActivatedResponse, ...errors },
      },
    },
    async (request) => ({ data: await isActivated(deps.db, (await requireSession(request, deps)).user.id) }),
  );
}

function registerConfig(app: App, deps: Deps) {
  app.get(
    '/users/getPledgingConfig',
    {
      schema: {
        tags,
        summary: 'DAPPX staking limits, fees, holding period and penalty (no session needed)',
        response: { 200: pledgingConfigResponse, 503: apiError },
      },
    },
    async () => pledgingConfigOf(await readConfig(deps.db)),
  );
}

function registerActivation(app: App, deps: Deps) {
  app.post(
    '/users/createPledgingActivationTransaction',
    {
      schema: {
        tags,
        summary: 'Pay the one-time activation fee (ACE, from the active balance)',
        body: tokenTypeBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) =>
      moveMoney(deps.db, await signedInClaim(request, deps), (tx, userId) => activate(tx, userId)),
  );
}

function registerPledge(app: App, deps: Deps) {
  app.post(
    '/users/createPledging',
    {
      schema: {
        tags,
        summary: 'Stake DAPPX from the active balance',
        body: createPledgingBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) =>
      moveMoney(deps.db, await signedInClaim(request, deps), (tx, userId) =>
        pledge(tx, userId, request.body.pledgeAmount),
      ),
  );
}

function registerUnpledge(app: App, deps: Deps) {
  app.post(
    '/users/createUnpledgeTx',
    {
      schema: {
        tags,
        summary: 'Unstake DAPPX back to the active balance (penalty inside the holding period; ACE fees)',
        body: createUnpledgeBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) =>
      moveMoney(deps.db, await signedInClaim(request, deps), (tx, userId) =>
        unpledge(tx, userId, request.body.unpledgeAmount),
      ),
  );
}

function registerUnderPenalty(app: App, deps: Deps) {
  app.post(
    '/users/isUnderPenalty',
    {
      schema: {
        tags,
        summary: 'Whether unstaking now costs the penalty, and when the user last staked',
        body: tokenTypeBody,
        response: { 200: isUnderPenaltyResponse, ...errors },
      },
    },
    async (request) => ({ data: await underPenalty(deps.db, (await requireSession(request, deps)).user.id) }),
  );
}

function registerPledgeBalance(app: App, deps: Deps) {
  app.get(
    '/users/getPledgeBalance',
    {
      schema: {
        tags,
        summary: 'Staked DAPPX in base units',
        querystring: tokenTypeQuery,
        response: { 200: pledgeBalanceResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      return { dappx_balance: (await balanceOf(deps.db, user.id, 'DAPPX', 'pledged')).toString() };
    },
  );
}

function registerMyDappxBalance(app: App, deps: Deps) {
  app.get(
    '/users/getMyDappxBalance',
    {
      schema: {
        tags,
        summary: 'DAPPX in total, staked and not staked (vault + active), in base units',
        response: { 200: myDappxBalanceResponse, ...errors },
      },
    },
    async (request) => myDappxBalance(deps.db, (await requireSession(request, deps)).user.id),
  );
}

function registerEarnedZera(app: App, deps: Deps) {
  app.post(
    '/users/getEarnedZeraBalance',
    {
      schema: {
        tags,
        summary: 'Zera mined by staked DAPPX so far (paid out to this second) and the mining rate',
        body: earnedZeraBody,
        response: { 200: earnedZeraResponse, ...errors },
      },
    },
    async (request) => earnedZera(deps.db, (await requireSession(request, deps)).user.id),
  );
}

function registerDepositBalance(app: App, deps: Deps) {
  app.get(
    '/users/getDappxDepositBalance',
    {
      schema: {
        tags: ['wallet'],
        summary:
          'DAPPX in the vault plus deposits still waiting for confirmations (pending_value), in token units',
        response: { 200: dappxDepositBalanceResponse, ...errors },
      },
    },
    async (request) => dappxDepositBalance(deps.db, (await requireSession(request, deps)).user.id),
  );
}
