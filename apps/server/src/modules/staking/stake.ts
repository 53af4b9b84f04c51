import { errorCodes } from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { balanceOf } from '../ledger';
import { markStaked } from './accounts';
import { settleAccrual } from './accrual';
import { inPenaltyWindow } from './penalty-window';
import type { StakingPolicy, Unstaked } from './policy';
import { postStakingEntry, refuseOutsideLimits } from './posting';

/**
 * The account, its earnings paid out first (at the stake held until now), locked for the rest of the
 * caller's transaction: one user's stakes and unstakes of one kind are weighed one at a time.
 */
async function settledAccount(db: DbExecutor, userId: string, policy: StakingPolicy<Unstaked>) {
  const account = await settleAccrual(db, userId, policy);
  if (!account) throw new AppError(403, errorCodes.validation, policy.texts.notActivated);
  return account;
}

const stakedOf = (db: DbExecutor, userId: string, policy: StakingPolicy<Unstaked>) =>
  balanceOf(db, userId, policy.staked.asset, policy.staked.bucket);

/** Stakes `amount` within the policy's limits, posting its stake lines, and restarts the penalty window. */
export async function stake(db: DbExecutor, userId: string, amount: bigint, policy: StakingPolicy<Unstaked>) {
  await settledAccount(db, userId, policy);
  refuseOutsideLimits(amount, await stakedOf(db, userId, policy), policy.limits, policy.texts);
  await postStakingEntry(
    db,
    { kind: policy.kinds.stake, userId, lines: policy.stakeLines(userId, amount) },
    policy.texts.insufficient,
  );
  await markStaked(db, userId, policy.tokenType);
}

/**
 * Unstakes `amount` of what is staked, posting the policy's unstake lines (their fees depend on whether
 * the penalty window of the last stake is still open); answers what the policy built.
 */
export async function unstake<U extends Unstaked>(
  db: DbExecutor,
  userId: string,
  amount: bigint,
  policy: StakingPolicy<U>,
): Promise<U> {
  const account = await settledAccount(db, userId, policy);
  const staked = await stakedOf(db, userId, policy);
  const { noStake, unstakeAboveStake, insufficient } = policy.texts;
  if (noStake !== undefined && staked === 0n) throw new AppError(400, errorCodes.validation, noStake);
  if (amount > staked) throw new AppError(400, errorCodes.validation, unstakeAboveStake);
  const unstaked = policy.unstakeLines(
    userId,
    amount,
    inPenaltyWindow(account.lastPledgedAt, policy.penaltyHours),
  );
  await postStakingEntry(db, { kind: policy.kinds.unstake, userId, lines: unstaked.lines }, insufficient);
  return unstaked;
}
