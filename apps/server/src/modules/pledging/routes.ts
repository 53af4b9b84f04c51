import {
  apiError,
  createPledgingBody,
  createUnpledgeBody,
  dappxDepositBalanceResponse,
  earnedZeraBody,
  earnedZeraResponse,
  formatAmount,
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
import { pendingDepositTotal } from '../deposits';
import { requireSession, signedInClaim } from '../users';
import { activate, isActivated, pledge, readConfig, settleMining, underPenalty, unpledge } from './service';

const errors = { 400: apiError, 401: apiError, 403: apiError, 409: apiError, 503: apiError };
const tags = ['staking'];

export async function pledgingRoutes(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db } = deps;

  app.get(
    '/users/isPledgingActivated',
    {
      schema: {
        tags,
        summary: 'Whether the user paid the one-time DAPPX staking activation',
        response: { 200: isPledgingActivatedResponse, ...errors },
      },
    },
    async (request) => ({ data: await isActivated(db, (await requireSession(request, deps)).user.id) }),
  );

  app.get(
    '/users/getPledgingConfig',
    {
      schema: {
        tags,
        summary: 'DAPPX staking limits, fees, holding period and penalty (no session needed)',
        response: { 200: pledgingConfigResponse, 503: apiError },
      },
    },
    async () => {
      const config = await readConfig(db);
      return {
        data: {
          minimum_pledge_limit_per_transaction: config.minimumPledgePerTransaction.toString(),
          maximum_pledge_limit_per_transaction: config.maximumPledgePerTransaction.toString(),
          maximum_pledge_per_account: config.maximumPledgePerAccount.toString(),
          penalty_fee: config.penaltyFeeBps / 100,
          unpledge_fee_core: config.unpledgeFeeCore.toString(),
          unpledge_fee_nitro: config.unpledgeFeeNitro.toString(),
          unpledge_fee_ubi: config.unpledgeFeeUbi.toString(),
        },
        activation_fee: config.activationFee.toString(),
        holding_period: config.holdingPeriodHours,
      };
    },
  );

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
    async (request) => ({ data: await underPenalty(db, (await requireSession(request, deps)).user.id) }),
  );

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
      return { dappx_balance: (await balanceOf(db, user.id, 'DAPPX', 'pledged')).toString() };
    },
  );

  app.get(
    '/users/getMyDappxBalance',
    {
      schema: {
        tags,
        summary: 'DAPPX in total, staked and not staked (vault + active), in base units',
        response: { 200: myDappxBalanceResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, deps);
      const [vault, active, pledged] = await Promise.all(
        (['vault', 'active', 'pledged'] as const).map((bucket) => balanceOf(db, user.id, 'DAPPX', bucket)),
      );
      return {
        total_dappx: (vault! + active! + pledged!).toString(),
        pledged_dappx: pledged!.toString(),
        unpledged_dappx: (vault! + active!).toString(),
      };
    },
  );

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
    async (request) => {
      const { user } = await requireSession(request, deps);
      return db.transaction(async (tx) => {
        const config = await readConfig(tx);
        const account = await settleMining(tx, user.id, config);
        return {
          earned_zera: (account?.totalMined ?? 0n).toString(),
          mining_rate: config.miningRatePerMinute.toString(),
          pledged_dappx: (await balanceOf(tx, user.id, 'DAPPX', 'pledged')).toString(),
        };
      });
    },
  );

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
    async (request) => {
      const { user } = await requireSession(request, deps);
      const [vault, pending] = await Promise.all([
        balanceOf(db, user.id, 'DAPPX', 'vault'),
        pendingDepositTotal(db, user.id, 'DAPPX'),
      ]);
      return { coin_value: formatAmount(vault + pending), pending_value: formatAmount(pending) };
    },
  );
}
