import {
  apiError,
  createPledgeBody,
  currentPledgeSeasonResponse,
  formatAmount,
  okResponse,
  pledgeAmountResponse,
  pledgedAcentPerSeasonQuery,
  pledgedAcentPerSeasonResponse,
  pledgeHistoryQuery,
  pledgeHistoryResponse,
} from '@dappx/shared';
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../lib/types';
import { balanceOf, moveMoney } from '../ledger';
import { requireSession, signedInClaim } from '../users';
import {
  createSeasonPledge,
  listSeasons,
  pledgedPerSeasonView,
  pledgeHistory,
  releaseCompletedPledges,
  seasonView,
} from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['seasons'];

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function seasonsRoutes(app: App, deps: Deps) {
  registerCurrentSeasons(app, deps);
  registerPledged(app, deps);
  registerPledgedPerSeason(app, deps);
  registerPledgeHistory(app, deps);
  registerCreatePledge(app, deps);
}

/** The signed-in user, with the stakes of completed seasons already back in the active balance. */
async function settledUser(request: FastifyRequest, deps: Deps) {
  const { user } = await requireSession(request, deps);
  await deps.db.transaction((tx) => releaseCompletedPledges(tx, user.id));
  return user;
}

function registerCurrentSeasons(app: App, deps: Deps) {
  app.get(
    '/users/acent/currentPledgeSeason',
    {
      schema: {
        tags,
        summary: 'Seasons open for staking or holding stakes, and those completed in the last 30 days',
        response: { 200: currentPledgeSeasonResponse },
      },
    },
    async () => {
      const now = new Date();
      return { seasons: (await listSeasons(deps.db)).map((season) => seasonView(season, now)) };
    },
  );
}

function registerPledged(app: App, deps: Deps) {
  app.get(
    '/users/acent/pledgedAcent',
    {
      schema: {
        tags,
        summary: 'ACE staked in seasons that have not completed yet',
        response: { 200: pledgeAmountResponse, ...errors },
      },
    },
    async (request) => {
      const user = await settledUser(request, deps);
      return { pledge_amount: formatAmount(await balanceOf(deps.db, user.id, 'ACE', 'season_staked')) };
    },
  );
}

function registerPledgedPerSeason(app: App, deps: Deps) {
  app.get(
    '/users/acent/pledgedAcentPerSeason',
    {
      schema: {
        tags,
        summary: 'ACE the user staked in each of the given seasons, and their sum',
        querystring: pledgedAcentPerSeasonQuery,
        response: { 200: pledgedAcentPerSeasonResponse, ...errors },
      },
    },
    async (request) => {
      const user = await settledUser(request, deps);
      return pledgedPerSeasonView(deps.db, user.id, request.query.season_ids);
    },
  );
}

function registerPledgeHistory(app: App, deps: Deps) {
  app.get(
    '/users/acent/pledgeHistory',
    {
      schema: {
        tags,
        summary: 'Season stakes and their releases, newest first',
        querystring: pledgeHistoryQuery,
        response: { 200: pledgeHistoryResponse, ...errors },
      },
    },
    async (request) => {
      const user = await settledUser(request, deps);
      return pledgeHistory(deps.db, user.id, request.query.offset, request.query.limit);
    },
  );
}

function registerCreatePledge(app: App, deps: Deps) {
  app.post(
    '/users/acent/createPledge',
    {
      schema: {
        tags,
        summary: 'Stake ACE from the active balance in an ongoing season (optional Idempotency-Key header)',
        body: createPledgeBody,
        response: { 200: okResponse, ...errors },
      },
    },
    async (request) => {
      const user = await settledUser(request, deps);
      return moveMoney(deps.db, await signedInClaim(request, deps), (tx) =>
        createSeasonPledge(tx, user, {
          seasonId: request.body.season_id,
          amount: request.body.pledgeAmount,
          wallet: request.body.wallet,
        }),
      );
    },
  );
}
