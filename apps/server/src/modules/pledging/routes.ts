import { pledgingEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { balanceOf, moveMoney } from '../ledger';
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

const errors = [409, 503];
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
  serveEndpoint(
    app,
    pledgingEndpoints.isPledgingActivated,
    { tags, summary: 'Whether the user paid the one-time DAPPX staking activation', errors },
    async ({ signedIn }) => ({ data: await isActivated(deps.db, signedIn.user.id) }),
  );
}

function registerConfig(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.getPledgingConfig,
    {
      tags,
      summary: 'DAPPX staking limits, fees, holding period and penalty (no session needed)',
      errors: [503],
    },
    async () => pledgingConfigOf(await readConfig(deps.db)),
  );
}

function registerActivation(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.createPledgingActivationTransaction,
    { tags, summary: 'Pay the one-time activation fee (ACE, from the active balance)', errors },
    ({ claim }) => moveMoney(deps.db, claim, (tx, userId) => activate(tx, userId)),
  );
}

function registerPledge(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.createPledging,
    { tags, summary: 'Stake DAPPX from the active balance', errors },
    ({ body, claim }) => moveMoney(deps.db, claim, (tx, userId) => pledge(tx, userId, body.pledgeAmount)),
  );
}

function registerUnpledge(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.createUnpledgeTx,
    {
      tags,
      summary: 'Unstake DAPPX back to the active balance (penalty inside the holding period; ACE fees)',
      errors,
    },
    ({ body, claim }) => moveMoney(deps.db, claim, (tx, userId) => unpledge(tx, userId, body.unpledgeAmount)),
  );
}

function registerUnderPenalty(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.isUnderPenalty,
    { tags, summary: 'Whether unstaking now costs the penalty, and when the user last staked', errors },
    async ({ signedIn }) => ({ data: await underPenalty(deps.db, signedIn.user.id) }),
  );
}

function registerPledgeBalance(app: App, deps: Deps) {
  serveEndpoint(
    app,
    pledgingEndpoints.getPledgeBalance,
    { tags, summary: 'Staked DAPPX in base units', errors },
    async ({ signedIn }) => ({
      dappx_balance: (await balanceOf(deps.db, signedIn.user.id, 'DAPPX', 'pledged')).toString(),
    }),
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
      summary: 'Zera mined by staked DAPPX so far (paid out to this second) and the mining rate',
      errors,
    },
    ({ signedIn }) => earnedZera(deps.db, signedIn.user.id),
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
