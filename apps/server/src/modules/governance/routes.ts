import {
  aceEarnedResponse,
  apiError,
  assetOf,
  edaoEarnedResponse,
  formatAmount,
  governanceActivateBody,
  governanceBalanceResponse,
  governanceHistoryQuery,
  governanceHistoryResponse,
  governanceParams,
  governancePledgeBody,
  governanceSettingsResponse,
  governanceStatusResponse,
  governanceUnpledgeBody,
  okResponse,
} from '@dappx/shared';
import type { App, AppDeps } from '../../lib/types';
import { moveMoney } from '../ledger';
import { requireSession, signedInClaim } from '../users';
import {
  activateGovernance,
  earnedRewards,
  governanceBalance,
  governanceHistory,
  governancePledge,
  governanceSettingsOf,
  governanceUnpledge,
  isGovernanceActivated,
  readGovernanceConfig,
} from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError, 503: apiError };
const tags = ['governance staking'];
const base = '/users/:token/governance-pledging';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function governanceRoutes(app: App, deps: Deps) {
  registerStatus(app, deps);
  registerSettings(app, deps);
  registerBalance(app, deps);
  registerEarned(app, deps);
  registerHistory(app, deps);
  registerActivate(app, deps);
  registerPledge(app, deps);
  registerUnpledge(app, deps);
}

function registerStatus(app: App, deps: Deps) {
  app.get(
    `${base}/status`,
    {
      schema: {
        tags,
        summary: 'Whether governance staking is activated',
        params: governanceParams,
        response: { 200: governanceStatusResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      return { activated: await isGovernanceActivated(deps.db, user.id, assetOf(request.params.token)) };
    },
  );
}

function registerSettings(app: App, deps: Deps) {
  app.get(
    `${base}/settings`,
    {
      schema: {
        tags,
        summary: 'Limits, activation fee, penalty duration (hours) and percent fees',
        params: governanceParams,
        response: { 200: governanceSettingsResponse, ...errors },
      },
    },
    async (request) =>
      governanceSettingsOf(await readGovernanceConfig(deps.db, assetOf(request.params.token))),
  );
}

function registerBalance(app: App, deps: Deps) {
  app.get(
    `${base}/balance`,
    {
      schema: {
        tags,
        summary: 'The staked balance and the end of its penalty window',
        params: governanceParams,
        response: { 200: governanceBalanceResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      return governanceBalance(deps.db, user.id, assetOf(request.params.token));
    },
  );
}

/** What each staked token earns: EDAO for staked ACE, ACE for staked EDAO. */
function registerEarned(app: App, deps: Deps) {
  app.get(
    '/users/acent/governance-pledging/edao-earned',
    {
      schema: {
        tags,
        summary: 'EDAO earned by staked ACE, paid out to this second',
        response: { 200: edaoEarnedResponse, ...errors },
      },
    },
    async (request) => ({
      edao_earned: await earnedRewards(deps.db, (await requireSession(request, deps)).user.id, 'ACE'),
    }),
  );

  app.get(
    '/users/edao/governance-pledging/ace-earned',
    {
      schema: {
        tags,
        summary: 'ACE earned by staked EDAO, paid out to this second',
        response: { 200: aceEarnedResponse, ...errors },
      },
    },
    async (request) => ({
      ace_earned: await earnedRewards(deps.db, (await requireSession(request, deps)).user.id, 'EDAO'),
    }),
  );
}

function registerHistory(app: App, deps: Deps) {
  app.get(
    `${base}/history`,
    {
      schema: {
        tags,
        summary: 'Stakes and unstakes, newest first',
        params: governanceParams,
        querystring: governanceHistoryQuery,
        response: { 200: governanceHistoryResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      const asset = assetOf(request.params.token);
      const { offset, limit } = request.query;
      const { total, rows } = await governanceHistory(deps.db, user.id, asset, offset, limit);
      return {
        total_rows: total,
        transactions: rows.map((row) => ({
          _id: row.id,
          type: row.type,
          start: row.start.toISOString(),
          end_date: row.end.toISOString(),
          duration: row.duration,
          amount: formatAmount(row.amount),
        })),
      };
    },
  );
}

function registerActivate(app: App, deps: Deps) {
  app.post(
    `${base}/activate`,
    {
      schema: {
        tags,
        summary: 'Pay the one-time activation fee (in the staked token, from the active balance)',
        params: governanceParams,
        body: governanceActivateBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) =>
      moveMoney(deps.db, await signedInClaim(request, deps), (tx, userId) =>
        activateGovernance(tx, userId, assetOf(request.params.token)),
      ),
  );
}

function registerPledge(app: App, deps: Deps) {
  app.post(
    `${base}/pledge`,
    {
      schema: {
        tags,
        summary: 'Stake from the active balance; percent fees on top',
        params: governanceParams,
        body: governancePledgeBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) =>
      moveMoney(deps.db, await signedInClaim(request, deps), (tx, userId) =>
        governancePledge(tx, userId, assetOf(request.params.token), request.body.amount),
      ),
  );
}

function registerUnpledge(app: App, deps: Deps) {
  app.post(
    `${base}/unpledge`,
    {
      schema: {
        tags,
        summary: 'Unstake to the active balance; fees inside the penalty window',
        params: governanceParams,
        body: governanceUnpledgeBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) =>
      moveMoney(deps.db, await signedInClaim(request, deps), (tx, userId) =>
        governanceUnpledge(tx, userId, assetOf(request.params.token), request.body.amount),
      ),
  );
}
