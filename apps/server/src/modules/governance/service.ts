import { errorCodes, governanceTexts } from '@dappx/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balanceOf, postEntry, systemAccount, userAccount, type Asset, type Line } from '../ledger';
import { pledgingAccounts, settleAccrual } from '../pledging';
import { governanceConfigs } from './schema';

export type GovernanceConfig = typeof governanceConfigs.$inferSelect;
export type StakedAsset = 'ACE' | 'EDAO';

const accountType = (asset: StakedAsset) => `${asset}-governance`;
const bps = (amount: bigint, basisPoints: number) => (amount * BigInt(basisPoints)) / 10_000n;

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

const feeLines = (
  userId: string,
  asset: StakedAsset,
  amount: bigint,
  fees: [bucket: 'fees_core' | 'fees_nitro' | 'fees_ubi', bps: number][],
): Line[] =>
  fees.flatMap(([bucket, basisPoints]) => {
    const fee = bps(amount, basisPoints);
    return [
      { account: userAccount(userId, asset, 'active'), amount: -fee },
      { account: systemAccount(asset, bucket), amount: fee },
    ];
  });

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
  await post(db, `governance-stake:${asset}`, userId, [
    { account: userAccount(userId, asset, 'active'), amount: -amount },
    { account: userAccount(userId, asset, 'governance_staked'), amount },
    ...feeLines(userId, asset, amount, [
      ['fees_core', config.pledgeFeeCoreBps],
      ['fees_nitro', config.pledgeFeeNitroBps],
      ['fees_ubi', config.pledgeFeeUbiBps],
    ]),
  ]);
  await db
    .update(pledgingAccounts)
    .set({ lastPledgedAt: sql`now()` })
    .where(and(eq(pledgingAccounts.userId, userId), eq(pledgingAccounts.tokenType, accountType(asset))));
}

export function holdUntil(lastPledgedAt: Date | null, config: GovernanceConfig): Date | null {
  return lastPledgedAt ? new Date(lastPledgedAt.getTime() + config.penaltyDurationHours * 3_600_000) : null;
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
  const fees = inWindow
    ? ([
        ['fees_core', bps(amount, config.unpledgeFeeCoreBps)],
        ['fees_nitro', bps(amount, config.unpledgeFeeNitroBps)],
        ['fees_ubi', bps(amount, config.unpledgeFeeUbiBps)],
      ] as const)
    : [];
  const kept = fees.reduce((sum, [, fee]) => sum + fee, 0n);
  await post(db, `governance-unstake:${asset}`, userId, [
    { account: userAccount(userId, asset, 'governance_staked'), amount: -amount },
    { account: userAccount(userId, asset, 'active'), amount: amount - kept },
    ...fees.map(([bucket, fee]) => ({ account: systemAccount(asset, bucket), amount: fee })),
  ]);
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
