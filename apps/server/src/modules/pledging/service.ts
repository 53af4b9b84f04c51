import { errorCodes, pledgingTexts } from '@dappx/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  balanceOf,
  postEntry,
  systemAccount,
  userAccount,
  type AccountRef,
  type Asset,
  type Line,
  type UserBucket,
} from '../ledger';
import { pledgingAccounts, pledgingConfigs } from './schema';

export type PledgingConfig = typeof pledgingConfigs.$inferSelect;
type PledgingAccount = typeof pledgingAccounts.$inferSelect;

const wholeToken = 10n ** 18n;
const minuteMs = 60_000n;

export async function readConfig(db: DbExecutor): Promise<PledgingConfig> {
  const [config] = await db.select().from(pledgingConfigs).where(eq(pledgingConfigs.tokenType, 'DAPPX'));
  if (!config) throw new AppError(503, errorCodes.unavailable, pledgingTexts.unavailable);
  return config;
}

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
  const penalty =
    windowEnd && windowEnd.getTime() > Date.now() ? (amount * BigInt(config.penaltyFeeBps)) / 10_000n : 0n;
  const fees: Line[] = [
    ['fees_core', config.unpledgeFeeCore] as const,
    ['fees_nitro', config.unpledgeFeeNitro] as const,
    ['fees_ubi', config.unpledgeFeeUbi] as const,
  ]
    .filter(([, fee]) => fee > 0n)
    .flatMap(([bucket, fee]) => [
      { account: userAccount(userId, 'ACE', 'active'), amount: -fee },
      { account: systemAccount('ACE', bucket), amount: fee },
    ]);
  const lines: Line[] = [
    { account: userAccount(userId, 'DAPPX', 'pledged'), amount: -amount },
    { account: userAccount(userId, 'DAPPX', 'active'), amount: amount - penalty },
    ...(penalty > 0n ? [{ account: systemAccount('DAPPX', 'fees_core'), amount: penalty }] : []),
    ...fees,
  ];
  await charge(db, userId, 'unpledge', lines);
  return { penalty };
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
