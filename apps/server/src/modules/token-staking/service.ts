import {
  errorCodes,
  formatAmount,
  percentOfBps,
  tokenStakingTexts,
  unstakeFees,
  type TokenStakingConfigResponse,
  type TokenStakingTokenType,
} from '@dappx/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balanceOf, feeLines, systemAccount, userAccount, type Line } from '../ledger';
import { pendingDepositTotal } from '../deposits';
import {
  activateStaking,
  holdUntil,
  inPenaltyWindow,
  isStakingActivated,
  readStakingAccount,
  settledStake,
  stake,
  unstake,
  type StakingPolicy,
} from '../staking';
import { tokenStakingConfigs } from './schema';

export type TokenStakingConfig = typeof tokenStakingConfigs.$inferSelect;

/** One token's staking rules; a token without a row cannot be staked (503). */
export async function readConfig(db: DbExecutor, token: TokenStakingTokenType): Promise<TokenStakingConfig> {
  const [config] = await db
    .select()
    .from(tokenStakingConfigs)
    .where(eq(tokenStakingConfigs.tokenType, token));
  if (!config) throw new AppError(503, errorCodes.unavailable, tokenStakingTexts.unavailable);
  return config;
}

const tokenOf = (config: TokenStakingConfig) => config.tokenType as TokenStakingTokenType;

/** GET /users/getPledgingConfig: the config as the API answers it, amounts in base units, penalty in percent. */
export const tokenStakingConfigOf = (config: TokenStakingConfig): TokenStakingConfigResponse => ({
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
 * An unstake's lines: the amount from pledged back to active less the penalty in the staked token (inside
 * the holding period), which goes to the fee account, and the ACE fees from the ACE active balance.
 */
export function tokenUnstakeLines(
  userId: string,
  amount: bigint,
  config: TokenStakingConfig,
  penalised: boolean,
) {
  const token = tokenOf(config);
  const fees = unstakeFees(
    amount,
    { core: config.unpledgeFeeCore, nitro: config.unpledgeFeeNitro, ubi: config.unpledgeFeeUbi },
    config.penaltyFeeBps,
    penalised,
  );
  const lines: Line[] = [
    { account: userAccount(userId, token, 'pledged'), amount: -amount },
    { account: userAccount(userId, token, 'active'), amount: amount - fees.penalty },
    ...(fees.penalty > 0n ? [{ account: systemAccount(token, 'fees_core'), amount: fees.penalty }] : []),
    ...feeLines(userAccount(userId, 'ACE', 'active'), 'ACE', fees.ace),
  ];
  return { lines, penalty: fees.penalty };
}

/**
 * Staking one token (DAPPX or ACE) for the staking core: activation paid in ACE (nothing posted when it
 * is free), stakes without fees, unstakes with a penalty in the token inside the holding period and fixed
 * ACE fees always; the stake mines Zera into the main balance.
 */
function tokenStakingPolicy(config: TokenStakingConfig): StakingPolicy<ReturnType<typeof tokenUnstakeLines>> {
  const token = tokenOf(config);
  return {
    tokenType: token,
    staked: { asset: token, bucket: 'pledged' },
    limits: {
      minPerTx: config.minimumPledgePerTransaction,
      maxPerTx: config.maximumPledgePerTransaction,
      maxPerAccount: config.maximumPledgePerAccount,
    },
    penaltyHours: config.holdingPeriodHours,
    texts: tokenStakingTexts,
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
      { account: userAccount(userId, token, 'active'), amount: -amount },
      { account: userAccount(userId, token, 'pledged'), amount },
    ],
    unstakeLines: (userId, amount, inWindow) => tokenUnstakeLines(userId, amount, config, inWindow),
  };
}

export const isActivated = (db: DbExecutor, userId: string, token: TokenStakingTokenType): Promise<boolean> =>
  isStakingActivated(db, userId, token);

/** The one-time activation of a token's staking: its fee from the ACE active balance. */
export async function activate(db: DbExecutor, userId: string, token: TokenStakingTokenType): Promise<void> {
  await activateStaking(db, userId, tokenStakingPolicy(await readConfig(db, token)));
}

export async function stakeToken(
  db: DbExecutor,
  userId: string,
  token: TokenStakingTokenType,
  amount: bigint,
) {
  await stake(db, userId, amount, tokenStakingPolicy(await readConfig(db, token)));
}

/**
 * Back from pledged to active. Inside the holding period the penalty (a percent of the amount, in the
 * staked token) goes to the fee account; the ACE fees core + nitro + ubi are always charged.
 */
export async function unstakeToken(
  db: DbExecutor,
  userId: string,
  token: TokenStakingTokenType,
  amount: bigint,
): Promise<{ penalty: bigint }> {
  const { penalty } = await unstake(db, userId, amount, tokenStakingPolicy(await readConfig(db, token)));
  return { penalty };
}

/** When the user last staked the token, and whether unstaking now costs the penalty. */
async function penaltyWindow(db: DbExecutor, userId: string, token: TokenStakingTokenType) {
  const config = await readConfig(db, token);
  const account = await readStakingAccount(db, userId, token);
  const lastPledgedAt = account?.lastPledgedAt ?? null;
  return {
    lastPledgedAt,
    isUnderPenalty: inPenaltyWindow(lastPledgedAt, config.holdingPeriodHours),
    endsAt: holdUntil(lastPledgedAt, config.holdingPeriodHours),
  };
}

export async function underPenalty(db: DbExecutor, userId: string, token: TokenStakingTokenType) {
  const window = await penaltyWindow(db, userId, token);
  return { isUnderPenalty: window.isUnderPenalty, pleding_date: window.lastPledgedAt?.toISOString() ?? null };
}

/**
 * GET /users/getPledgeBalance: staked DAPPX as `dappx_balance`; staked ACE as `balance` with `hold_until`,
 * the end of the penalty window while it lasts (the spec's staked-balance shapes).
 */
export async function tokenStakeBalance(db: DbExecutor, userId: string, token: TokenStakingTokenType) {
  const staked = (await balanceOf(db, userId, token, 'pledged')).toString();
  if (token === 'DAPPX') return { dappx_balance: staked };
  const window = await penaltyWindow(db, userId, token);
  return {
    balance: staked,
    hold_until: window.isUnderPenalty ? (window.endsAt?.toISOString() ?? null) : null,
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

/**
 * POST /users/getEarnedZeraBalance: the Zera a token's stake mined so far (paid out to this second) and
 * the mining rate. `pledged_dappx` names the staked amount of whichever token was asked.
 */
export async function earnedZera(db: Db, userId: string, token: TokenStakingTokenType) {
  const { policy, earned, staked } = await settledStake(db, userId, async (tx) =>
    tokenStakingPolicy(await readConfig(tx, token)),
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
