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
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { feeLines, systemAccount, userAccount, type Asset, type Line } from '../ledger';
import {
  activateStaking,
  holdUntil,
  isStakingActivated,
  settledStake,
  stake,
  stakeHistory,
  unstake,
  type StakingPolicy,
} from '../staking';
import { governanceConfigs } from './schema';

export type GovernanceConfig = typeof governanceConfigs.$inferSelect;
export type StakedAsset = AssetFor<'governance'>;

/** The staking account's token type: each staked token is its own kind of staking. */
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

/**
 * Governance staking of `asset` for the staking core: the activation fee and the percent fees are paid in
 * the staked token; the stake earns the other governance token from the rewards pool.
 */
function governancePolicy(asset: StakedAsset, config: GovernanceConfig): StakingPolicy {
  const rewardAsset = config.rewardAsset as Asset;
  return {
    tokenType: accountType(asset),
    staked: { asset, bucket: 'governance_staked' },
    limits: {
      minPerTx: config.minPledgePerTx,
      maxPerTx: config.maxPledgePerTx,
      maxPerAccount: config.maxPledgePerUser,
    },
    penaltyHours: config.penaltyDurationHours,
    texts: governanceTexts,
    kinds: {
      activation: `governance-activation:${asset}`,
      stake: `governance-stake:${asset}`,
      unstake: `governance-unstake:${asset}`,
    },
    accrual: {
      ratePerMinute: config.rewardRatePerMinute,
      from: systemAccount(rewardAsset, 'rewards_pool'),
      to: { asset: rewardAsset, bucket: 'active' },
      kind: `governance-reward:${asset}`,
    },
    // Posted even when the fee is set to 0 (an entry without lines), as governance always did.
    activationLines: (userId) => [
      { account: userAccount(userId, asset, 'active'), amount: -config.activationFee },
      { account: systemAccount(asset, 'activation_fees'), amount: config.activationFee },
    ],
    stakeLines: (userId, amount) => stakeLines(userId, asset, amount, config),
    unstakeLines: (userId, amount, inWindow) => ({
      lines: unstakeLines(userId, asset, amount, config, inWindow),
    }),
  };
}

const policyOf = async (db: DbExecutor, asset: StakedAsset) =>
  governancePolicy(asset, await readGovernanceConfig(db, asset));

export const isGovernanceActivated = (db: DbExecutor, userId: string, asset: StakedAsset) =>
  isStakingActivated(db, userId, accountType(asset));

/** The one-time activation, its fee in the staked token from the active balance. */
export async function activateGovernance(db: DbExecutor, userId: string, asset: StakedAsset) {
  await activateStaking(db, userId, await policyOf(db, asset));
}

/** Stakes from the active balance; the percent fees (core + nitro + ubi) come on top, in the same token. */
export async function governancePledge(db: DbExecutor, userId: string, asset: StakedAsset, amount: bigint) {
  await stake(db, userId, amount, await policyOf(db, asset));
}

/** Unstakes to the active balance; inside the penalty window the unstake fees are kept from the amount. */
export async function governanceUnpledge(db: DbExecutor, userId: string, asset: StakedAsset, amount: bigint) {
  await unstake(db, userId, amount, await policyOf(db, asset));
}

/** GET …/balance: the staked balance and the end of its penalty window, the rewards paid out first. */
export async function governanceBalance(db: Db, userId: string, asset: StakedAsset) {
  const { staked, heldUntil } = await settledStake(db, userId, (tx) => policyOf(tx, asset));
  return { balance: formatAmount(staked), hold_until: heldUntil ? heldUntil.toISOString() : null };
}

/** The rewards a stake of `asset` earned in all (EDAO for ACE, ACE for EDAO), paid out to this second. */
export async function earnedRewards(db: Db, userId: string, asset: StakedAsset): Promise<string> {
  const { earned } = await settledStake(db, userId, (tx) => policyOf(tx, asset));
  return formatAmount(earned);
}

/** Stakes and unstakes, newest first, each with the penalty window its time opens. */
export async function governanceHistory(
  db: DbExecutor,
  userId: string,
  asset: StakedAsset,
  offset: number,
  limit: number,
) {
  const { staked, kinds, penaltyHours } = await policyOf(db, asset);
  const { total, rows } = await stakeHistory(
    db,
    userId,
    { kinds: [kinds.stake, kinds.unstake], bucket: staked.bucket },
    offset,
    limit,
  );
  return {
    total,
    rows: rows.map((row) => ({
      id: row.id,
      type: row.kind === kinds.stake ? ('Stake' as const) : ('Unstake' as const),
      start: row.createdAt,
      end: holdUntil(row.createdAt, penaltyHours)!,
      duration: penaltyHours,
      amount: row.amount,
    })),
  };
}
