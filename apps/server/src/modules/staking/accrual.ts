import { wholeToken } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { balanceOf, postEntry, userAccount } from '../ledger';
import { accountKey, type StakingAccount } from './accounts';
import type { StakingPolicy } from './policy';
import { stakingAccounts } from './schema';

const minuteMs = 60_000n;

/**
 * What `staked` base units earn over `elapsedMs` at `ratePerMinute` (per whole token), in whole base units;
 * the remainder is carried, so earning in many small steps pays exactly what one long step would.
 */
export function mine(staked: bigint, ratePerMinute: bigint, elapsedMs: bigint, carry: bigint) {
  const numerator = staked * ratePerMinute * elapsedMs + carry;
  const denominator = wholeToken * minuteMs;
  return { mined: numerator / denominator, carry: numerator % denominator };
}

/**
 * Pays out what a stake earned since the last settlement (Zera mined by staked DAPPX, governance
 * rewards): staked amount x rate per minute, to the millisecond, with the fraction of a base unit carried
 * to the next time so nothing is lost or invented. Locks the account row, so concurrent calls settle once
 * (and every stake or unstake of this account after it waits for the caller's transaction).
 * Undefined when the user has not activated this kind of staking.
 */
export async function settleAccrual(
  db: DbExecutor,
  userId: string,
  policy: Pick<StakingPolicy, 'tokenType' | 'staked' | 'accrual'>,
): Promise<StakingAccount | undefined> {
  const where = accountKey(userId, policy.tokenType);
  const [account] = await db.select().from(stakingAccounts).where(where).for('update');
  if (!account) return undefined;
  const [{ now } = { now: new Date() }] = (await db.execute<{ now: Date }>(sql`SELECT now() AS now`)).rows;
  const elapsedMs = BigInt(Math.max(0, new Date(now).getTime() - account.minedUntil.getTime()));
  const staked = await balanceOf(db, userId, policy.staked.asset, policy.staked.bucket);
  const { ratePerMinute, from, to, kind } = policy.accrual;
  const { mined, carry } = mine(staked, ratePerMinute, elapsedMs, account.miningCarry);
  if (mined > 0n) {
    await postEntry(db, {
      kind,
      userId,
      lines: [
        { account: from, amount: -mined },
        { account: userAccount(userId, to.asset, to.bucket), amount: mined },
      ],
    });
  }
  const [settled] = await db
    .update(stakingAccounts)
    .set({ minedUntil: new Date(now), miningCarry: carry, totalMined: account.totalMined + mined })
    .where(where)
    .returning();
  return settled;
}
