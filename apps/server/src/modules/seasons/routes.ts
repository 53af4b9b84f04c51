import { formatAmount, seasonsEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { balanceOf, moveMoney } from '../ledger';
import {
  createSeasonPledge,
  listSeasons,
  pledgedPerSeasonView,
  pledgeHistory,
  releaseCompletedPledges,
  seasonView,
} from './service';
import { registerAdminSeasons } from './admin-routes';

const errors = [404, 409];
const tags = ['seasons'];

type Deps = Pick<AppDeps, 'db' | 'config'>;

export async function seasonsRoutes(app: App, deps: Deps) {
  registerAdminSeasons(app, deps);
  registerCurrentSeasons(app, deps);
  registerPledged(app, deps);
  registerPledgedPerSeason(app, deps);
  registerPledgeHistory(app, deps);
  registerCreatePledge(app, deps);
}

/**
 * Before any read or stake of the signed-in user: the stakes of completed seasons go back to the active
 * balance first, so the answer already counts them there.
 */
const settle = (deps: Deps, userId: string) =>
  deps.db.transaction((tx) => releaseCompletedPledges(tx, userId));

function registerCurrentSeasons(app: App, deps: Deps) {
  serveEndpoint(
    app,
    seasonsEndpoints.currentPledgeSeason,
    {
      tags,
      summary: 'Seasons open for staking or holding stakes, and those completed in the last 30 days',
    },
    async () => {
      const now = new Date();
      return { seasons: (await listSeasons(deps.db)).map((season) => seasonView(season, now)) };
    },
  );
}

function registerPledged(app: App, deps: Deps) {
  serveEndpoint(
    app,
    seasonsEndpoints.pledgedAcent,
    { tags, summary: 'ACE staked in seasons that have not completed yet', errors },
    async ({ signedIn }) => {
      const { user } = signedIn;
      await settle(deps, user.id);
      return { pledge_amount: formatAmount(await balanceOf(deps.db, user.id, 'ACE', 'season_staked')) };
    },
  );
}

function registerPledgedPerSeason(app: App, deps: Deps) {
  serveEndpoint(
    app,
    seasonsEndpoints.pledgedAcentPerSeason,
    { tags, summary: 'ACE the user staked in each of the given seasons, and their sum', errors },
    async ({ query, signedIn }) => {
      const { user } = signedIn;
      await settle(deps, user.id);
      return pledgedPerSeasonView(deps.db, user.id, query.season_ids);
    },
  );
}

function registerPledgeHistory(app: App, deps: Deps) {
  serveEndpoint(
    app,
    seasonsEndpoints.pledgeHistory,
    { tags, summary: 'Season stakes and their releases, newest first', errors },
    async ({ query, signedIn }) => {
      const { user } = signedIn;
      await settle(deps, user.id);
      return pledgeHistory(deps.db, user.id, query.offset, query.limit);
    },
  );
}

function registerCreatePledge(app: App, deps: Deps) {
  serveEndpoint(
    app,
    seasonsEndpoints.createPledge,
    {
      tags,
      summary: 'Stake ACE from the active balance in an ongoing season (optional Idempotency-Key header)',
      errors,
    },
    async ({ body, signedIn, claim }) => {
      const { user } = signedIn;
      await settle(deps, user.id);
      return moveMoney(deps.db, claim, (tx) =>
        createSeasonPledge(tx, user, {
          seasonId: body.season_id,
          amount: body.pledgeAmount,
          wallet: body.wallet,
        }),
      );
    },
  );
}
