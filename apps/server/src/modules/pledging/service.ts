import {
  errorCodes,
  formatAmount,
  percentOfBps,
  pledgingTexts,
  unpledgeFees,
  type PledgingConfigResponse,
} from '@dappx/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balanceOf, feeLines, systemAccount, userAccount, type Line } from '../ledger';
import { pendingDepositTotal } from '../deposits';
import {
  activateStaking,
  inPenaltyWindow,
  isStakingActivated,
  readStakingAccount,
  settledStake,
  stake,
  unstake,
  type StakingPolicy,
} from '../staking';
import { pledgingConfigs } from './schema';

export type PledgingConfig = typeof pledgingConfigs.$inferSelect;

/** The staking account's token type of DAPPX pledging. */
const tokenType = 'DAPPX';

export async function readConfig(db: DbExecutor): Promise<PledgingConfig> {
  const [config] = await db.select().from(pledgingConfigs).where(eq(pledgingConfigs.tokenType, tokenType));
  if (!config) throw new AppError(503, errorCodes.unavailable, pledgingTexts.unavailable);
  return config;
}

/** GET /users/getPledgingConfig: the config as the API answers it, amounts in base units, penalty in percent. */
export const pledgingConfigOf = (config: PledgingConfig): PledgingConfigResponse => ({
  data: {
    minimum_pledge_limit_per_transaction: config.minimumPledgePerTransaction.toString(),
    maximum_pledge_limit_per_transaction: config.maximumPledgePerTransaction.toString(),
    maximum_pledge_per_account: config.maximumPledgePerAccount.toString(),
    penalty_fee: percentOfBps(config.penaltyFeeBps),
    unpledge_fee_core: config.unpledgeFeeCore.toString(),
    unpledge_fee_nitro: config.unpledgeFeeNitro.toString(),
    unpledge_fee_ubi: config.unpledgeFeeUbi.toString(),
  },
  activation_fee: config.activationFee.toString(),
  holding_period: config.holdingPeriodHours,
});

/**
 * An unstake's lines: the amount from pledged back to active less the DAPPX penalty (inside the holding
 * period), which goes to the fee account, and the ACE fees from the ACE active balance.
 */
export function unpledgeLines(userId: string, amount: bigint, config: PledgingConfig, penalised: boolean) {
  const fees = unpledgeFees(
    amount,
    { core: config.unpledgeFeeCore, nitro: config.unpledgeFeeNitro, ubi: config.unpledgeFeeUbi },
    config.penaltyFeeBps,
    penalised,
  );
  const lines: Line[] = [
    { account: userAccount(userId, 'DAPPX', 'pledged'), amount: -amount },
    { account: userAccount(userId, 'DAPPX', 'active'), amount: amount - fees.penalty },
    ...(fees.penalty > 0n ? [{ account: systemAccount('DAPPX', 'fees_core'), amount: fees.penalty }] : []),
    ...feeLines(userAccount(userId, 'ACE', 'active'), 'ACE', fees.ace),
  ];
  return { lines, penalty: fees.penalty };
}

/**
 * DAPPX pledging for the staking core: activation paid in ACE (nothing posted when it is free), stakes
 * without fees, unstakes with a DAPPX penalty inside the holding period and fixed ACE fees always; the
 * stake mines Zera into the main balance.
 */
export function pledgingPolicy(config: PledgingConfig): StakingPolicy<ReturnType<typeof unpledgeLines>> {
  return {
    tokenType,
    staked: { asset: 'DAPPX', bucket: 'pledged' },
    limits: {
      minPerTx: config.minimumPledgePerTransaction,
      maxPerTx: config.maximumPledgePerTransaction,
      maxPerAccount: config.maximumPledgePerAccount,
    },
    penaltyHours: config.holdingPeriodHours,
    texts: pledgingTexts,
    kinds: { activation: 'pledging-activation', stake: 'pledge', unstake: 'unpledge' },
    accrual: {
      ratePerMinute: config.miningRatePerMinute,
      from: systemAccount('ZERA', 'zera_mint'),
      to: { asset: 'ZERA', bucket: 'main' },
      kind: 'zera-mining',
    },
    activationLines: (userId) =>
      config.activationFee > 0n
        ? [
            { account: userAccount(userId, 'ACE', 'active'), amount: -config.activationFee },
            { account: systemAccount('ACE', 'activation_fees'), amount: config.activationFee },
          ]
        : [],
    stakeLines: (userId, amount) => [
      { account: userAccount(userId, 'DAPPX', 'active'), amount: -amount },
      { account: userAccount(userId, 'DAPPX', 'pledged'), amount },
    ],
    unstakeLines: (userId, amount, inWindow) => unpledgeLines(userId, amount, config, inWindow),
  };
}

export const isActivated = (db: DbExecutor, userId: string): Promise<boolean> =>
  isStakingActivated(db, userId, tokenType);

/** The one-time activation: its fee from the ACE active balance to the activation-fee account. */
export async function activate(db: DbExecutor, userId: string): Promise<void> {
  await activateStaking(db, userId, pledgingPolicy(await readConfig(db)));
}

export async function pledge(db: DbExecutor, userId: string, amount: bigint): Promise<void> {
  await stake(db, userId, amount, pledgingPolicy(await readConfig(db)));
}

/**
 * Back from pledged to active. Inside the holding period the penalty (a percent of the amount, in DAPPX)
 * goes to the fee account; the ACE fees core + nitro + ubi are always charged.
 */
export async function unpledge(db: DbExecutor, userId: string, amount: bigint): Promise<{ penalty: bigint }> {
  const { penalty } = await unstake(db, userId, amount, pledgingPolicy(await readConfig(db)));
  return { penalty };
}

export async function underPenalty(db: DbExecutor, userId: string) {
  const config = await readConfig(db);
  const account = await readStakingAccount(db, userId, tokenType);
  const lastPledgedAt = account?.lastPledgedAt ?? null;
  return {
    isUnderPenalty: inPenaltyWindow(lastPledgedAt, config.holdingPeriodHours),
    pleding_date: lastPledgedAt?.toISOString() ?? null,
  };
}

/** GET /users/getMyDappxBalance: DAPPX in total, staked and not staked (vault + active), in base units. */
export async function myDappxBalance(db: Db, userId: string) {
  const [vault, active, pledged] = await Promise.all(
    (['vault', 'active', 'pledged'] as const).map((bucket) => balanceOf(db, userId, 'DAPPX', bucket)),
  );
  return {
    total_dappx: (vault! + active! + pledged!).toString(),
    pledged_dappx: pledged!.toString(),
    unpledged_dappx: (vault! + active!).toString(),
  };
}

/** POST /users/getEarnedZeraBalance: the Zera mined so far (paid out to this second) and the mining rate. */
export async function earnedZera(db: Db, userId: string) {
  const { policy, earned, staked } = await settledStake(db, userId, async (tx) =>
    pledgingPolicy(await readConfig(tx)),
  );
  return {
    earned_zera: earned.toString(),
    mining_rate: policy.accrual.ratePerMinute.toString(),
    pledged_dappx: staked.toString(),
  };
}

/** GET /users/getDappxDepositBalance: DAPPX in the vault plus deposits still waiting for confirmations. */
export async function dappxDepositBalance(db: Db, userId: string) {
  const [vault, pending] = await Promise.all([
    balanceOf(db, userId, 'DAPPX', 'vault'),
    pendingDepositTotal(db, userId, 'DAPPX'),
  ]);
  return { coin_value: formatAmount(vault + pending), pending_value: formatAmount(pending) };
}
