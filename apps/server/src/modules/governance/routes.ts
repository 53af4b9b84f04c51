import { assetOf, formatAmount, governanceEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { moveMoney } from '../ledger';
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

const errors = [409, 503];
const tags = ['governance staking'];

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
  serveEndpoint(
    app,
    governanceEndpoints.governanceStatus,
    { tags, summary: 'Whether governance staking is activated', errors },
    async ({ params, signedIn }) => ({
      activated: await isGovernanceActivated(deps.db, signedIn.user.id, assetOf(params.token)),
    }),
  );
}

function registerSettings(app: App, deps: Deps) {
  serveEndpoint(
    app,
    governanceEndpoints.governanceSettings,
    {
      tags,
      summary: 'Limits, activation fee, penalty duration (hours) and percent fees',
      // The route documented 401 and 403 before it was declared public; kept so the API docs do not change.
      errors: [401, 403, ...errors],
    },
    async ({ params }) => governanceSettingsOf(await readGovernanceConfig(deps.db, assetOf(params.token))),
  );
}

function registerBalance(app: App, deps: Deps) {
  serveEndpoint(
    app,
    governanceEndpoints.governanceBalance,
    { tags, summary: 'The staked balance and the end of its penalty window', errors },
    ({ params, signedIn }) => governanceBalance(deps.db, signedIn.user.id, assetOf(params.token)),
  );
}

/** What each staked token earns: EDAO for staked ACE, ACE for staked EDAO. */
function registerEarned(app: App, deps: Deps) {
  serveEndpoint(
    app,
    governanceEndpoints.edaoEarned,
    { tags, summary: 'EDAO earned by staked ACE, paid out to this second', errors },
    async ({ signedIn }) => ({ edao_earned: await earnedRewards(deps.db, signedIn.user.id, 'ACE') }),
  );
  serveEndpoint(
    app,
    governanceEndpoints.aceEarned,
    { tags, summary: 'ACE earned by staked EDAO, paid out to this second', errors },
    async ({ signedIn }) => ({ ace_earned: await earnedRewards(deps.db, signedIn.user.id, 'EDAO') }),
  );
}

function registerHistory(app: App, deps: Deps) {
  serveEndpoint(
    app,
    governanceEndpoints.governanceHistory,
    { tags, summary: 'Stakes and unstakes, newest first', errors },
    async ({ params, query, signedIn }) => {
      const asset = assetOf(params.token);
      const { offset, limit } = query;
      const { total, rows } = await governanceHistory(deps.db, signedIn.user.id, asset, offset, limit);
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
  serveEndpoint(
    app,
    governanceEndpoints.governanceActivate,
    {
      tags,
      summary: 'Pay the one-time activation fee (in the staked token, from the active balance)',
      errors,
    },
    ({ params, claim }) =>
      moveMoney(deps.db, claim, (tx, userId) => activateGovernance(tx, userId, assetOf(params.token))),
  );
}

function registerPledge(app: App, deps: Deps) {
  serveEndpoint(
    app,
    governanceEndpoints.governancePledge,
    { tags, summary: 'Stake from the active balance; percent fees on top', errors },
    ({ params, body, claim }) =>
      moveMoney(deps.db, claim, (tx, userId) =>
        governancePledge(tx, userId, assetOf(params.token), body.amount),
      ),
  );
}

function registerUnpledge(app: App, deps: Deps) {
  serveEndpoint(
    app,
    governanceEndpoints.governanceUnpledge,
    { tags, summary: 'Unstake to the active balance; fees inside the penalty window', errors },
    ({ params, body, claim }) =>
      moveMoney(deps.db, claim, (tx, userId) =>
        governanceUnpledge(tx, userId, assetOf(params.token), body.amount),
      ),
  );
}
