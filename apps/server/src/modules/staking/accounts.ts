import { errorCodes } from '@dappx/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { StakingPolicy } from './policy';
import { postStakingEntry } from './posting';
import { stakingAccounts } from './schema';

export type StakingAccount = typeof stakingAccounts.$inferSelect;

/** The WHERE of one user's account of one staking kind. */
export const accountKey = (userId: string, tokenType: string) =>
  and(eq(stakingAccounts.userId, userId), eq(stakingAccounts.tokenType, tokenType));

export async function isStakingActivated(db: DbExecutor, userId: string, tokenType: string) {
  const [row] = await db
    .select({ userId: stakingAccounts.userId })
    .from(stakingAccounts)
    .where(accountKey(userId, tokenType));
  return row !== undefined;
}

/** The account as it stands, unlocked and unsettled (for reads that pay nothing out). */
export async function readStakingAccount(
  db: DbExecutor,
  userId: string,
  tokenType: string,
): Promise<StakingAccount | undefined> {
  const [account] = await db.select().from(stakingAccounts).where(accountKey(userId, tokenType));
  return account;
}

/**
 * The one-time activation: the account row, then its fee. The primary key makes a second activation (also
 * a concurrent one) insert nothing, so the fee is charged once; a short balance undoes the row with the
 * caller's transaction.
 */
export async function activateStaking(
  db: DbExecutor,
  userId: string,
  policy: Pick<StakingPolicy, 'tokenType' | 'texts' | 'kinds' | 'activationLines'>,
) {
  const inserted = await db
    .insert(stakingAccounts)
    .values({ userId, tokenType: policy.tokenType })
    .onConflictDoNothing()
    .returning({ userId: stakingAccounts.userId });
  if (inserted.length === 0) throw new AppError(409, errorCodes.conflict, policy.texts.alreadyActivated);
  const fee = policy.activationLines(userId);
  if (fee.length > 0) {
    await postStakingEntry(
      db,
      { kind: policy.kinds.activation, userId, lines: fee },
      policy.texts.insufficient,
    );
  }
}

/** A stake restarts the penalty window, on the database's clock. */
export async function markStaked(db: DbExecutor, userId: string, tokenType: string) {
  await db
    .update(stakingAccounts)
    .set({ lastPledgedAt: sql`now()` })
    .where(accountKey(userId, tokenType));
}
