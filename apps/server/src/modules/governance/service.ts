import {
  errorCodes,
  formatAmount,
  governanceTexts,
  percentFees,
  percentOfBps,
  type AssetFor,
  type FeeRates,
  type GovernanceSettings,
} from '@dappx/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balanceOf, feeLines, postEntry, systemAccount, userAccount, type Asset, type Line } from '../ledger';
import { pledgingAccounts, settleAccrual } from '../pledging';
import { governanceConfigs } from './schema';

export type GovernanceConfig = typeof governanceConfigs.$inferSelect;
export type StakedAsset = AssetFor<'governance'>;

const accountType = (asset: StakedAsset) => `${asset}-governance`;

/** The percent fees of a stake, and of an unstake inside the penalty window, in basis points. */
const stakeFeeRates = (config: GovernanceConfig): FeeRates => ({
  core: config.pledgeFeeCoreBps,
  nitro: config.pledgeFeeNitroBps,
  ubi: config.pledgeFeeUbiBps,
});
const unstakeFeeRates = (config: GovernanceConfig): FeeRates => ({
  core: config.unpledgeFeeCoreBps,
  nitro: config.unpledgeFeeNitroBps,
  ubi: config.unpledgeFeeUbiBps,
});

/** GET /users/{token}/governance-pledging/settings: the config as the API answers it, fees in percent. */
export function governanceSettingsOf(config: GovernanceConfig): GovernanceSettings {
  const stake = stakeFeeRates(config);
  const unstake = unstakeFeeRates(config);
  return {
    min_pledge_per_tx: formatAmount(config.minPledgePerTx),
    max_pledge_per_tx: formatAmount(config.maxPledgePerTx),
    max_pledge_per_user: formatAmount(config.maxPledgePerUser),
    activation_fee: formatAmount(config.activationFee),
    penalty_duration: config.penaltyDurationHours,
    pledge_fee_core: percentOfBps(stake.core),
    pledge_fee_nitro: percentOfBps(stake.nitro),
    pledge_fee_ubi: percentOfBps(stake.ubi),
    unpledge_fee_core: percentOfBps(unstake.core),
    unpledge_fee_nitro: percentOfBps(unstake.nitro),
    unpledge_fee_ubi: percentOfBps(unstake.ubi),
  };
}

export async function readGovernanceConfig(db: DbExecutor, asset: StakedAsset): Promise<GovernanceConfig> {
  const [config] = await db.select().from(governanceConfigs).where(eq(governanceConfigs.asset, asset));
  if (!config) throw new AppError(503, errorCodes.unavailable, governanceTexts.unavailable);
  return config;
}

export async function isGovernanceActivated(db: DbExecutor, userId: string, asset: StakedAsset) {
  const [row] = await db
    .select({ userId: pledgingAccounts.userId })
    .from(pledgingAccounts)
    .where(and(eq(pledgingAccounts.userId, userId), eq(pledgingAccounts.tokenType, accountType(asset))));
  return row !== undefined;
}

/** Pays the rewards earned since the last settlement (EDAO for staked ACE, ACE for staked EDAO). */
export const settleRewards = (db: DbExecutor, userId: string, asset: StakedAsset, config: GovernanceConfig) =>
  settleAccrual(db, userId, {
    tokenType: accountType(asset),
    staked: { asset, bucket: 'governance_staked' },
    ratePerMinute: config.rewardRatePerMinute,
    from: systemAccount(config.rewardAsset as Asset, 'rewards_pool'),
    to: userAccount(userId, config.rewardAsset as Asset, 'active'),
    kind: `governance-reward:${asset}`,
  });

async function post(db: DbExecutor, kind: string, userId: string, lines: Line[]) {
  try {
    await postEntry(db, { kind, userId, lines: lines.filter((line) => line.amount !== 0n) });
  } catch (error) {
    if ((error as { code?: string }).code === errorCodes.insufficientBalance) {
      throw new AppError(400, errorCodes.insufficientBalance, governanceTexts.insufficient, { cause: error });
    }
    throw error;
  }
}

export async function activateGovernance(db: DbExecutor, userId: string, asset: StakedAsset) {
  const config = await readGovernanceConfig(db, asset);
  const inserted = await db
    .insert(pledgingAccounts)
    .values({ userId, tokenType: accountType(asset) })
    .onConflictDoNothing()
    .returning({ userId: pledgingAccounts.userId });
  if (inserted.length === 0) throw new AppError(409, errorCodes.conflict, governanceTexts.alreadyActivated);
  await post(db, `governance-activation:${asset}`, userId, [
    { account: userAccount(userId, asset, 'active'), amount: -config.activationFee },
    { account: systemAccount(asset, 'activation_fees'), amount: config.activationFee },
  ]);
}

/** A stake's lines: the amount from active to staked, and each fee part from active to its fee account. */
export const stakeLines = (
  userId: string,
  asset: StakedAsset,
  amount: bigint,
  config: GovernanceConfig,
): Line[] => [
  { account: userAccount(userId, asset, 'active'), amount: -amount },
  { account: userAccount(userId, asset, 'governance_staked'), amount },
  ...feeLines(userAccount(userId, asset, 'active'), asset, percentFees(amount, stakeFeeRates(config))),
];

/** An unstake's lines: the amount back to active less the fees kept inside the penalty window. */
export function unstakeLines(
  userId: string,
  asset: StakedAsset,
  amount: bigint,
  config: GovernanceConfig,
  inWindow: boolean,
): Line[] {
  const fees = percentFees(amount, inWindow ? unstakeFeeRates(config) : { core: 0, nitro: 0, ubi: 0 });
  return [
    { account: userAccount(userId, asset, 'governance_staked'), amount: -amount },
    { account: userAccount(userId, asset, 'active'), amount: amount - fees.total },
    ...feeLines(undefined, asset, fees),
  ];
}

/** Stakes from the active balance; the percent fees (core + nitro + ubi) come on top, in the same token. */
export async function governancePledge(db: DbExecutor, userId: string, asset: StakedAsset, amount: bigint) {
  const config = await readGovernanceConfig(db, asset);
  if (!(await settleRewards(db, userId, asset, config))) {
    throw new AppError(403, errorCodes.validation, governanceTexts.notActivated);
  }
  if (amount < config.minPledgePerTx)
    throw new AppError(400, errorCodes.validation, governanceTexts.belowMinimum);
  if (amount > config.maxPledgePerTx)
    throw new AppError(400, errorCodes.validation, governanceTexts.aboveMaximum);
  const staked = await balanceOf(db, userId, asset, 'governance_staked');
  if (staked + amount > config.maxPledgePerUser) {
    throw new AppError(400, errorCodes.validation, governanceTexts.aboveAccount);
  }
  await post(db, `governance-stake:${asset}`, userId, stakeLines(userId, asset, amount, config));
  await db
    .update(pledgingAccounts)
    .set({ lastPledgedAt: sql`now()` })
    .where(and(eq(pledgingAccounts.userId, userId), eq(pledgingAccounts.tokenType, accountType(asset))));
}

export function holdUntil(lastPledgedAt: Date | null, config: GovernanceConfig): Date | null {
  return lastPledgedAt ? new Date(lastPledgedAt.getTime() + config.penaltyDurationHours * 3_600_000) : null;
}

/** GET …/balance: the staked balance and the end of its penalty window, the rewards paid out first. */
export async function governanceBalance(db: Db, userId: string, asset: StakedAsset) {
  return db.transaction(async (tx) => {
    const config = await readGovernanceConfig(tx, asset);
    const account = await settleRewards(tx, userId, asset, config);
    const until = account ? holdUntil(account.lastPledgedAt, config) : null;
    return {
      balance: formatAmount(await balanceOf(tx, userId, asset, 'governance_staked')),
      hold_until: until ? until.toISOString() : null,
    };
  });
}

/** The rewards a stake of `asset` earned in all, paid out to this second. */
export async function earnedRewards(db: Db, userId: string, asset: StakedAsset): Promise<string> {
  return db.transaction(async (tx) => {
    const account = await settleRewards(tx, userId, asset, await readGovernanceConfig(tx, asset));
    return formatAmount(account?.totalMined ?? 0n);
  });
}

/** Unstakes to the active balance; inside the penalty window the unstake fees are kept from the amount. */
export async function governanceUnpledge(db: DbExecutor, userId: string, asset: StakedAsset, amount: bigint) {
  const config = await readGovernanceConfig(db, asset);
  const account = await settleRewards(db, userId, asset, config);
  if (!account) throw new AppError(403, errorCodes.validation, governanceTexts.notActivated);
  const staked = await balanceOf(db, userId, asset, 'governance_staked');
  if (staked === 0n) throw new AppError(400, errorCodes.validation, governanceTexts.noStake);
  if (amount > staked) throw new AppError(400, errorCodes.validation, governanceTexts.unpledgeAboveStake);
  const until = holdUntil(account.lastPledgedAt, config);
  const inWindow = until !== null && until.getTime() > Date.now();
  await post(
    db,
    `governance-unstake:${asset}`,
    userId,
    unstakeLines(userId, asset, amount, config, inWindow),
  );
}

export async function governanceHistory(
  db: DbExecutor,
  userId: string,
  asset: StakedAsset,
  offset: number,
  limit: number,
) {
  const config = await readGovernanceConfig(db, asset);
  const kinds = [`governance-stake:${asset}`, `governance-unstake:${asset}`];
  const [{ total } = { total: 0 }] = (
    await db.execute<{ total: number }>(sql`
      SELECT count(*)::int AS total FROM ledger_entries WHERE user_id = ${userId} AND kind = ANY(${sql.param(kinds)}::text[])`)
  ).rows;
  const rows = await db.execute<{ id: string; kind: string; created_at: string; amount: string }>(sql`
    SELECT e.id, e.kind, e.created_at, abs(p.amount)::text AS amount
    FROM ledger_entries e
    JOIN ledger_postings p ON p.entry_id = e.id
    JOIN ledger_accounts a ON a.id = p.account_id AND a.bucket = 'governance_staked'
    WHERE e.user_id = ${userId} AND e.kind = ANY(${sql.param(kinds)}::text[])
    ORDER BY e.id DESC OFFSET ${offset} LIMIT ${limit}`);
  return {
    total,
    rows: rows.rows.map((row) => {
      const start = new Date(row.created_at);
      return {
        id: row.id,
        type: row.kind.startsWith('governance-stake') ? ('Stake' as const) : ('Unstake' as const),
        start,
        end: holdUntil(start, config)!,
        duration: config.penaltyDurationHours,
        amount: BigInt(row.amount),
      };
    }),
  };
}
