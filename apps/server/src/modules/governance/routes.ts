import {
  aceEarnedResponse,
  apiError,
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
  type GovernanceToken,
} from '@dappx/shared';
import type { App, AppDeps } from '../../lib/types';
import { balanceOf, moveMoney } from '../ledger';
import { requireSession, signedInClaim } from '../users';
import {
  activateGovernance,
  governanceHistory,
  governancePledge,
  governanceUnpledge,
  holdUntil,
  isGovernanceActivated,
  readGovernanceConfig,
  settleRewards,
  type StakedAsset,
} from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError, 503: apiError };
const tags = ['governance staking'];
const assetOf: Record<GovernanceToken, StakedAsset> = { acent: 'ACE', edao: 'EDAO' };
const percent = (bps: number) => bps / 100;

export async function governanceRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db } = deps;
  const base = '/users/:token/governance-pledging';

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
      return { activated: await isGovernanceActivated(db, user.id, assetOf[request.params.token]) };
    },
  );

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
    async (request) => {
      const config = await readGovernanceConfig(db, assetOf[request.params.token]);
      return {
        min_pledge_per_tx: formatAmount(config.minPledgePerTx),
        max_pledge_per_tx: formatAmount(config.maxPledgePerTx),
        max_pledge_per_user: formatAmount(config.maxPledgePerUser),
        activation_fee: formatAmount(config.activationFee),
        penalty_duration: config.penaltyDurationHours,
        pledge_fee_core: percent(config.pledgeFeeCoreBps),
        pledge_fee_nitro: percent(config.pledgeFeeNitroBps),
        pledge_fee_ubi: percent(config.pledgeFeeUbiBps),
        unpledge_fee_core: percent(config.unpledgeFeeCoreBps),
        unpledge_fee_nitro: percent(config.unpledgeFeeNitroBps),
        unpledge_fee_ubi: percent(config.unpledgeFeeUbiBps),
      };
    },
  );

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
      const asset = assetOf[request.params.token];
      return db.transaction(async (tx) => {
        const config = await readGovernanceConfig(tx, asset);
        const account = await settleRewards(tx, user.id, asset, config);
        const until = account ? holdUntil(account.lastPledgedAt, config) : null;
        return {
          balance: formatAmount(await balanceOf(tx, user.id, asset, 'governance_staked')),
          hold_until: until ? until.toISOString() : null,
        };
      });
    },
  );

  const earned = async (userId: string, asset: StakedAsset) =>
    db.transaction(async (tx) => {
      const account = await settleRewards(tx, userId, asset, await readGovernanceConfig(tx, asset));
      return formatAmount(account?.totalMined ?? 0n);
    });

  app.get(
    '/users/acent/governance-pledging/edao-earned',
    {
      schema: {
        tags,
        summary: 'EDAO earned by staked ACE, paid out to this second',
        response: { 200: edaoEarnedResponse, ...errors },
      },
    },
    async (request) => ({ edao_earned: await earned((await requireSession(request, deps)).user.id, 'ACE') }),
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
    async (request) => ({ ace_earned: await earned((await requireSession(request, deps)).user.id, 'EDAO') }),
  );

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
      const { total, rows } = await governanceHistory(
        db,
        user.id,
        assetOf[request.params.token],
        request.query.offset,
        request.query.limit,
      );
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
        activateGovernance(tx, userId, assetOf[request.params.token]),
      ),
  );

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
        governancePledge(tx, userId, assetOf[request.params.token], request.body.amount),
      ),
  );

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
        governanceUnpledge(tx, userId, assetOf[request.params.token], request.body.amount),
      ),
  );
}
