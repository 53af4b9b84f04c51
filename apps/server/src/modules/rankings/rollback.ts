import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { hourOf, rebuildHours } from './hours';
import {
  rankingsBalances,
  rankingsBlocks,
  rankingsChains,
  rankingsContracts,
  rankingsFunders,
  rankingsHourly,
  rankingsHourlyVolume,
  rankingsHourlyWallets,
  rankingsSales,
  rankingsTransactions,
  rankingsTransfers,
} from './schema';
import type { RankedChain } from './watched-chains';
import { appsWatchedOn, markStale } from './stale';

/** How many of the newest indexed blocks keep their hash: a reorg deeper than this re-reads the chain. */
export const keptBlockHashes = 256n;

/** Drops everything indexed of a chain (started anew: its blocks are not the ones indexed). */
export async function dropChain(db: DbExecutor, chainId: number): Promise<void> {
  await markStale(db, appsWatchedOn(chainId));
  for (const table of [
    rankingsTransactions,
    rankingsTransfers,
    rankingsHourly,
    rankingsHourlyVolume,
    rankingsHourlyWallets,
    rankingsBlocks,
    rankingsBalances,
    rankingsSales,
    rankingsFunders,
  ])
    await db.delete(table).where(eq(table.chainId, chainId));
  await db.update(rankingsContracts).set({ nextBlock: 0n }).where(eq(rankingsContracts.chainId, chainId));
}

/**
 * The newest indexed block the chain still has: walks down the kept hashes until one matches the
 * chain's block at its height. -1 when none does (the whole chain is read again).
 */
async function commonAncestor(db: DbExecutor, chain: RankedChain, head: bigint): Promise<bigint> {
  const kept = await db
    .select({ number: rankingsBlocks.blockNumber, hash: rankingsBlocks.blockHash })
    .from(rankingsBlocks)
    .where(eq(rankingsBlocks.chainId, chain.chainId))
    .orderBy(desc(rankingsBlocks.blockNumber));
  for (const block of kept) {
    if (block.number > head) continue;
    const onChain = await chain.client.getBlock({ blockNumber: block.number });
    if (onChain.hash.toLowerCase() === block.hash) return block.number;
  }
  return -1n;
}

/** The earliest hour holding a row above `ancestor`: from there on the hourly figures change. */
async function firstDroppedHour(db: DbExecutor, chainId: number, ancestor: bigint) {
  const { rows } = await db.execute<{ first: string | null }>(sql`
    SELECT min(block_time) AS first FROM (
      SELECT block_time FROM rankings_transactions WHERE chain_id = ${chainId} AND block_number > ${ancestor}
      UNION ALL
      SELECT block_time FROM rankings_transfers WHERE chain_id = ${chainId} AND block_number > ${ancestor}
    ) dropped`);
  const first = rows[0]?.first;
  return first ? hourOf(new Date(first)) : undefined;
}

/** Forgets every block above `ancestor` and what was read in them, and rebuilds the hours they touched. */
async function rollBackTo(db: DbExecutor, chainId: number, ancestor: bigint): Promise<void> {
  // Balances roll back too, so every app on the chain is measured again, with rows dropped or not.
  await markStale(db, appsWatchedOn(chainId));
  const fromHour = await firstDroppedHour(db, chainId, ancestor);
  await db
    .delete(rankingsTransactions)
    .where(and(eq(rankingsTransactions.chainId, chainId), gt(rankingsTransactions.blockNumber, ancestor)));
  await db
    .delete(rankingsTransfers)
    .where(and(eq(rankingsTransfers.chainId, chainId), gt(rankingsTransfers.blockNumber, ancestor)));
  await db
    .delete(rankingsBlocks)
    .where(and(eq(rankingsBlocks.chainId, chainId), gt(rankingsBlocks.blockNumber, ancestor)));
  await db
    .delete(rankingsBalances)
    .where(and(eq(rankingsBalances.chainId, chainId), gt(rankingsBalances.blockNumber, ancestor)));
  await db
    .delete(rankingsSales)
    .where(and(eq(rankingsSales.chainId, chainId), gt(rankingsSales.blockNumber, ancestor)));
  // A funding above the ancestor may be gone or elsewhere: its wallet is looked up again.
  await db
    .delete(rankingsFunders)
    .where(and(eq(rankingsFunders.chainId, chainId), gt(rankingsFunders.blockNumber, ancestor)));
  if (fromHour) await rebuildHours(db, { chainId, fromHour });
  const next = ancestor + 1n;
  await db
    .update(rankingsContracts)
    .set({ nextBlock: next })
    .where(and(eq(rankingsContracts.chainId, chainId), gt(rankingsContracts.nextBlock, next)));
  await db.update(rankingsChains).set({ nextBlock: next }).where(eq(rankingsChains.chainId, chainId));
}

/**
 * Checks the newest indexed block against the chain; when its hash changed (or the chain is now
 * shorter), rolls back to the common ancestor. Answers the block to read from next.
 */
export async function undoReorg(
  db: DbExecutor,
  chain: RankedChain,
  nextBlock: bigint,
  head: bigint,
): Promise<bigint> {
  if (nextBlock === 0n) return nextBlock;
  const [newest] = await db
    .select({ hash: rankingsBlocks.blockHash })
    .from(rankingsBlocks)
    .where(and(eq(rankingsBlocks.chainId, chain.chainId), eq(rankingsBlocks.blockNumber, nextBlock - 1n)));
  if (newest && nextBlock - 1n <= head) {
    const onChain = await chain.client.getBlock({ blockNumber: nextBlock - 1n });
    if (onChain.hash.toLowerCase() === newest.hash) return nextBlock;
  }
  const ancestor = await commonAncestor(db, chain, head);
  await rollBackTo(db, chain.chainId, ancestor);
  return ancestor + 1n;
}

/** Keeps the hashes of the newest blocks only. */
export async function pruneBlockHashes(db: DbExecutor, chainId: number, newest: bigint): Promise<void> {
  await db
    .delete(rankingsBlocks)
    .where(
      and(eq(rankingsBlocks.chainId, chainId), lt(rankingsBlocks.blockNumber, newest - keptBlockHashes + 1n)),
    );
}
