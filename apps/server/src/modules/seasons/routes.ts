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
import type { App, AppDeps } from '../../lib/types';
import { balanceOf, moveMoney } from '../ledger';
import { requireSession, signedInClaim } from '../users';
import {
  createSeasonPledge,
  listSeasons,
  pledgedPerSeason,
  pledgeHistory,
  releaseCompletedPledges,
  seasonView,
} from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const tags = ['seasons'];

export async function seasonsRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db } = deps;

  /** The signed-in user, with the stakes of completed seasons already back in the active balance. */
  const settledUser = async (request: Parameters<typeof requireSession>[0]) => {
    const { user } = await requireSession(request, deps);
    await db.transaction((tx) => releaseCompletedPledges(tx, user.id));
    return user;
  };

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
      return { seasons: (await listSeasons(db)).map((season) => seasonView(season, now)) };
    },
  );

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
      const user = await settledUser(request);
      return { pledge_amount: formatAmount(await balanceOf(db, user.id, 'ACE', 'season_staked')) };
    },
  );

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
      const user = await settledUser(request);
      const perSeason = await pledgedPerSeason(db, user.id, request.query.season_ids);
      const sum = Object.values(perSeason).reduce((total, amount) => total + amount, 0n);
      return {
        pledge_amount: formatAmount(sum),
        seasons: Object.fromEntries(
          Object.entries(perSeason).map(([id, amount]) => [id, formatAmount(amount)]),
        ),
      };
    },
  );

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
      const user = await settledUser(request);
      return pledgeHistory(db, user.id, request.query.offset, request.query.limit);
    },
  );

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
      const user = await settledUser(request);
      return moveMoney(db, await signedInClaim(request, deps), (tx) =>
        createSeasonPledge(tx, user, {
          seasonId: request.body.season_id,
          amount: request.body.pledgeAmount,
          wallet: request.body.wallet,
        }),
      );
    },
  );
}
