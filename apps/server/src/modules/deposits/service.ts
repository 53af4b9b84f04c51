import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import type { Asset } from '../ledger';
import { chainDeposits } from './schema';

const pendingOf = (userId: string, assetsAsked: readonly Asset[]) =>
  and(
    eq(chainDeposits.userId, userId),
    inArray(chainDeposits.asset, [...assetsAsked]),
    eq(chainDeposits.status, 'pending'),
  );

/** A user's deposits of these tokens seen on chain but not yet confirmed, newest first, in one query. */
export function pendingDeposits(db: DbExecutor, userId: string, assetsAsked: readonly Asset[]) {
  return db
    .select({
      asset: chainDeposits.asset,
      txHash: chainDeposits.txHash,
      amount: chainDeposits.amount,
      seenAt: chainDeposits.seenAt,
    })
    .from(chainDeposits)
    .where(pendingOf(userId, assetsAsked))
    .orderBy(desc(chainDeposits.blockNumber), desc(chainDeposits.logIndex));
}

/** What a user's not yet confirmed deposits of a token add up to. */
export async function pendingDepositTotal(db: DbExecutor, userId: string, asset: Asset): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${chainDeposits.amount}), 0)` })
    .from(chainDeposits)
    .where(pendingOf(userId, [asset]));
  return BigInt(row?.total ?? 0);
}
