import {
  errorCodes,
  formatAmount,
  percentOfBps,
  pledgingTexts,
  unpledgeFees,
  wholeToken,
  type PledgingConfigResponse,
} from '@dappx/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  balanceOf,
  feeLines,
  postEntry,
  systemAccount,
  userAccount,
  type AccountRef,
  type Asset,
  type Line,
  type UserBucket,
} from '../ledger';
import { pendingDepositTotal } from '../deposits';
import { pledgingAccounts, pledgingConfigs } from './schema';

export type PledgingConfig = typeof pledgingConfigs.$inferSelect;
type PledgingAccount = typeof pledgingAccounts.$inferSelect;

const minuteMs = 60_000n;

export async function readConfig(db: DbExecutor): Promise<PledgingConfig> {
  const [config] = await db.select().from(pledgingConfigs).where(eq(pledgingConfigs.tokenType, 'DAPPX'));
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

export async function isActivated(db: DbExecutor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: pledgingAccounts.userId })
    .from(pledgingAccounts)
    .where(and(eq(pledgingAccounts.userId, userId), eq(pledgingAccounts.tokenType, 'DAPPX')));
  return row !== undefined;
}

/**
 * Zera mined by `pledged` base units over `elapsedMs` at `ratePerMinute` (per whole token), in whole base
 * units; the remainder is carried, so mining in many small steps pays exactly what one long step would.
 */
export function mine(pledged: bigint, ratePerMinute: bigint, elapsedMs: bigint, carry: bigint) {
  const numerator = pledged * ratePerMinute * elapsedMs + carry;
  const denominator = wholeToken * minuteMs;
  return { mined: numerator / denominator, carry: numerator % denominator };
}

type Accrual = {
  /** The pledging account's token type ('DAPPX', 'ACE-governance', ...). */
  tokenType: string;
  staked: { asset: Asset; bucket: UserBucket };
  ratePerMinute: bigint;
  /** Where the earnings come from and go to. */
  from: AccountRef;
  to: AccountRef;
  kind: string;
};

/**
 * Pays out what a stake earned since the last settlement (Zera mined by staked DAPPX, governance
 * rewards): staked amount x rate per minute, to the millisecond, with the fraction of a base unit carried
 * to the next time so nothing is lost or invented. Locks the account row, so concurrent calls settle once.
 */
export async function settleAccrual(
  db: DbExecutor,
  userId: string,
  accrual: Accrual,
): Promise<PledgingAccount | undefined> {
  const where = and(eq(pledgingAccounts.userId, userId), eq(pledgingAccounts.tokenType, accrual.tokenType));
  const [account] = await db.select().from(pledgingAccounts).where(where).for('update');
  if (!account) return undefined;
  const [{ now } = { now: new Date() }] = (await db.execute<{ now: Date }>(sql`SELECT now() AS now`)).rows;
  const elapsedMs = BigInt(Math.max(0, new Date(now).getTime() - account.minedUntil.getTime()));
  const staked = await balanceOf(db, userId, accrual.staked.asset, accrual.staked.bucket);
  const { mined, carry } = mine(staked, accrual.ratePerMinute, elapsedMs, account.miningCarry);
  if (mined > 0n) {
    await postEntry(db, {
      kind: accrual.kind,
      userId,
      lines: [
        { account: accrual.from, amount: -mined },
        { account: accrual.to, amount: mined },
      ],
    });
  }
  const [settled] = await db
    .update(pledgingAccounts)
    .set({ minedUntil: new Date(now), miningCarry: carry, totalMined: account.totalMined + mined })
    .where(where)
    .returning();
  return settled;
}

/** Pays out the Zera mined by the user's staked DAPPX so far (into Zera main). */
export const settleMining = (db: DbExecutor, userId: string, config: PledgingConfig) =>
  settleAccrual(db, userId, {
    tokenType: 'DAPPX',
    staked: { asset: 'DAPPX', bucket: 'pledged' },
    ratePerMinute: config.miningRatePerMinute,
    from: systemAccount('ZERA', 'zera_mint'),
    to: userAccount(userId, 'ZERA', 'main'),
    kind: 'zera-mining',
  });

/** The one-time activation: its fee from the ACE active balance to the activation-fee account. */
export async function activate(db: DbExecutor, userId: string): Promise<void> {
  const config = await readConfig(db);
  const inserted = await db
    .insert(pledgingAccounts)
    .values({ userId, tokenType: 'DAPPX' })
    .onConflictDoNothing()
    .returning({ userId: pledgingAccounts.userId });
  if (inserted.length === 0) throw new AppError(409, errorCodes.conflict, pledgingTexts.alreadyActivated);
  if (config.activationFee > 0n) {
    await charge(db, userId, 'pledging-activation', [
      { account: userAccount(userId, 'ACE', 'active'), amount: -config.activationFee },
      { account: systemAccount('ACE', 'activation_fees'), amount: config.activationFee },
    ]);
  }
}

/** A posting whose only possible refusal is a short balance, reported with the staking wording. */
async function charge(db: DbExecutor, userId: string, kind: string, lines: Line[]) {
  try {
    await postEntry(db, { kind, userId, lines: lines.filter((line) => line.amount !== 0n) });
  } catch (error) {
    if ((error as { code?: string }).code === errorCodes.insufficientBalance) {
      throw new AppError(400, errorCodes.insufficientBalance, pledgingTexts.insufficient, { cause: error });
    }
    throw error;
  }
}

export async function pledge(db: DbExecutor, userId: string, amount: bigint): Promise<void> {
  const config = await readConfig(db);
  const account = await settleMining(db, userId, config);
  if (!account) throw new AppError(403, errorCodes.validation, pledgingTexts.notActivated);
  if (amount < config.minimumPledgePerTransaction) {
    throw new AppError(400, errorCodes.validation, pledgingTexts.belowMinimum);
  }
  if (amount > config.maximumPledgePerTransaction) {
    throw new AppError(400, errorCodes.validation, pledgingTexts.aboveMaximum);
  }
  const pledged = await balanceOf(db, userId, 'DAPPX', 'pledged');
  if (pledged + amount > config.maximumPledgePerAccount) {
    throw new AppError(400, errorCodes.validation, pledgingTexts.aboveAccount);
  }
  await charge(db, userId, 'pledge', [
    { account: userAccount(userId, 'DAPPX', 'active'), amount: -amount },
    { account: userAccount(userId, 'DAPPX', 'pledged'), amount },
  ]);
  await db
    .update(pledgingAccounts)
    .set({ lastPledgedAt: sql`now()` })
    .where(and(eq(pledgingAccounts.userId, userId), eq(pledgingAccounts.tokenType, 'DAPPX')));
}

export function penaltyWindowEnd(account: PledgingAccount, config: PledgingConfig): Date | null {
  if (!account.lastPledgedAt) return null;
  return new Date(account.lastPledgedAt.getTime() + config.holdingPeriodHours * 3_600_000);
}

/**
 * Back from pledged to active. Inside the holding period the penalty (a percent of the amount, in DAPPX)
 * goes to the fee account; the ACE fees core + nitro + ubi are always charged.
 */
export async function unpledge(db: DbExecutor, userId: string, amount: bigint): Promise<{ penalty: bigint }> {
  const config = await readConfig(db);
  const account = await settleMining(db, userId, config);
  if (!account) throw new AppError(403, errorCodes.validation, pledgingTexts.notActivated);
  const pledged = await balanceOf(db, userId, 'DAPPX', 'pledged');
  if (amount > pledged) throw new AppError(400, errorCodes.validation, pledgingTexts.unpledgeAboveStake);
  const windowEnd = penaltyWindowEnd(account, config);
  const { lines, penalty } = unpledgeLines(
    userId,
    amount,
    config,
    windowEnd !== null && windowEnd.getTime() > Date.now(),
  );
  await charge(db, userId, 'unpledge', lines);
  return { penalty };
}

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

export async function underPenalty(db: DbExecutor, userId: string) {
  const config = await readConfig(db);
  const [account] = await db
    .select()
    .from(pledgingAccounts)
    .where(and(eq(pledgingAccounts.userId, userId), eq(pledgingAccounts.tokenType, 'DAPPX')));
  const windowEnd = account ? penaltyWindowEnd(account, config) : null;
  return {
    isUnderPenalty: windowEnd !== null && windowEnd.getTime() > Date.now(),
    pleding_date: account?.lastPledgedAt?.toISOString() ?? null,
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
  return db.transaction(async (tx) => {
    const config = await readConfig(tx);
    const account = await settleMining(tx, userId, config);
    return {
      earned_zera: (account?.totalMined ?? 0n).toString(),
      mining_rate: config.miningRatePerMinute.toString(),
      pledged_dappx: (await balanceOf(tx, userId, 'DAPPX', 'pledged')).toString(),
    };
  });
}

/** GET /users/getDappxDepositBalance: DAPPX in the vault plus deposits still waiting for confirmations. */
export async function dappxDepositBalance(db: Db, userId: string) {
  const [vault, pending] = await Promise.all([
    balanceOf(db, userId, 'DAPPX', 'vault'),
    pendingDepositTotal(db, userId, 'DAPPX'),
  ]);
  return { coin_value: formatAmount(vault + pending), pending_value: formatAmount(pending) };
}
