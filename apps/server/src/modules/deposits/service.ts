import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { Asset } from '../ledger';
import { chainDeposits } from './schema';

const pendingOf = (userId: string, asset: Asset) =>
  and(eq(chainDeposits.userId, userId), eq(chainDeposits.asset, asset), eq(chainDeposits.status, 'pending'));

/** A user's deposits of a token seen on chain but not yet confirmed, newest first. */
export function pendingDeposits(db: DbExecutor, userId: string, asset: Asset) {
  return db
    .select({
      txHash: chainDeposits.txHash,
      amount: chainDeposits.amount,
      seenAt: chainDeposits.seenAt,
    })
    .from(chainDeposits)
    .where(pendingOf(userId, asset))
    .orderBy(desc(chainDeposits.blockNumber), desc(chainDeposits.logIndex));
}

/** What a user's not yet confirmed deposits of a token add up to. */
export async function pendingDepositTotal(db: DbExecutor, userId: string, asset: Asset): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${chainDeposits.amount}), 0)` })
    .from(chainDeposits)
    .where(pendingOf(userId, asset));
  return BigInt(row?.total ?? 0);
}
