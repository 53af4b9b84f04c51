import type { Db, DbExecutor } from '../../db/client';
import { balanceOf } from '../ledger';
import { settleAccrual } from './accrual';
import { holdUntil } from './penalty-window';
import type { StakingPolicy, Unstaked } from './policy';

/**
 * What the balance and earnings reads answer, in a transaction of their own: the earnings paid out to this
 * second first (so `earned` and the user's balances agree), then the stake and its penalty window.
 * `policyOf` reads the token's configuration inside that transaction.
 */
export async function settledStake<U extends Unstaked>(
  db: Db,
  userId: string,
  policyOf: (tx: DbExecutor) => Promise<StakingPolicy<U>>,
) {
  return db.transaction(async (tx) => {
    const policy = await policyOf(tx);
    const account = await settleAccrual(tx, userId, policy);
    return {
      policy,
      /** Earned in all since the activation. */
      earned: account?.totalMined ?? 0n,
      heldUntil: account ? holdUntil(account.lastPledgedAt, policy.penaltyHours) : null,
      staked: await balanceOf(tx, userId, policy.staked.asset, policy.staked.bucket),
    };
  });
}
