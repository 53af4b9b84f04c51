import { and, eq, gte, lt } from 'drizzle-orm';
import { zeroHash } from 'viem';
import type { DbExecutor } from '../../db/client';
import type { ChainsConfig } from '../../lib/chains-config';
import { recordBalances } from './balances';
import { readRange, type ReadRange } from './chain-reader';
import { cleanChain, cleanRound, knownDistributors, type CleanedChain } from './cleaning';
import { syncContracts, type WatchedContract } from './contracts';
import { pricedTokensOf, type PricedToken } from './hour-prices';
import { hourOf, rebuildHours } from './hours';
import { writeTransactions, writeTransfers } from './row-writes';
import { dropChain, keptBlockHashes, pruneBlockHashes, undoReorg } from './rollback';
import { recordSales } from './sales';
import { rankingsBlocks, rankingsChains, rankingsContracts } from './schema';
import type { RankedChain } from './watched-chains';
import { refreshWindowFigures } from './window-figures';

/** The most blocks one round reads of a chain, so a long chain is caught up with in bounded steps. */
export const maxBlocksPerRound = 500n;

/**
 * What else a round does in its transaction. `afterWrites`, a hook of the tests: runs after a round's
 * rows are written, before its cursors move. `afterRange`: runs over each range of new blocks read (the
 * contract proofs look there for changes of control).
 */
export type RoundHooks = {
  afterWrites?: (db: DbExecutor) => Promise<void>;
  afterRange?: (db: DbExecutor, chain: RankedChain, range: { from: bigint; to: bigint }) => Promise<void>;
};

/** A chain as a round reads it: the tokens it values, who funds anyone there. */
type IndexedChain = CleanedChain & { tokens: PricedToken[] };

/** The chain's cursor, created or reset (new genesis) as needed; locked until the round commits. */
async function cursorOf(db: DbExecutor, chain: RankedChain): Promise<bigint> {
  const genesis = (await chain.client.getBlock({ blockNumber: 0n })).hash.toLowerCase();
  const [cursor] = await db
    .select()
    .from(rankingsChains)
    .where(eq(rankingsChains.chainId, chain.chainId))
    .for('update');
  if (cursor?.genesisHash === genesis) return cursor.nextBlock;
  if (cursor) await dropChain(db, chain.chainId);
  await db
    .insert(rankingsChains)
    .values({ chainId: chain.chainId, genesisHash: genesis, nextBlock: 0n })
    .onConflictDoUpdate({
      target: rankingsChains.chainId,
      set: { genesisHash: genesis, nextBlock: 0n, updatedAt: new Date() },
    });
  return 0n;
}

/**
 * Writes what a range held for the contracts that had not read its blocks yet (`readers`), and rebuilds
 * its hours. Whether a row is internal is judged against all the app's contracts on the chain (`all`).
 * Answers the apps it wrote rows or sales of.
 */
async function writeRange(
  db: DbExecutor,
  chain: IndexedChain,
  read: ReadRange,
  contracts: { readers: WatchedContract[]; all: WatchedContract[] },
): Promise<string[]> {
  const { chainId } = chain;
  const times = new Map(read.blocks.map((block) => [block.number, block.time]));
  const readers = (address: string, blockNumber: bigint) =>
    contracts.readers.filter((contract) => contract.address === address && contract.nextBlock <= blockNumber);
  const ownOf = (appSlug: string) =>
    new Set(
      contracts.all.filter((contract) => contract.appSlug === appSlug).map((contract) => contract.address),
    );
  const transactions = read.transactions.flatMap((tx) =>
    readers(tx.to, tx.blockNumber).map(({ appSlug, counted }) => ({
      chainId,
      txHash: tx.hash,
      appSlug,
      blockNumber: tx.blockNumber,
      blockTime: times.get(tx.blockNumber)!,
      fromAddress: tx.from,
      toAddress: tx.to,
      value: tx.value,
      status: tx.reverted ? ('reverted' as const) : ('success' as const),
      notCounted: tx.reverted
        ? ('reverted' as const)
        : ownOf(appSlug).has(tx.from)
          ? ('internal' as const)
          : counted
            ? null
            : ('unproven' as const),
    })),
  );
  const transfers = read.transfers.flatMap((transfer) =>
    readers(transfer.to, transfer.blockNumber).map(({ appSlug, counted }) => ({
      chainId,
      txHash: transfer.txHash,
      logIndex: transfer.logIndex,
      appSlug,
      blockNumber: transfer.blockNumber,
      blockTime: times.get(transfer.blockNumber)!,
      token: transfer.token,
      fromAddress: transfer.from,
      toAddress: transfer.to,
      amount: transfer.amount,
      notCounted: ownOf(appSlug).has(transfer.from)
        ? ('internal' as const)
        : counted
          ? null
          : ('unproven' as const),
    })),
  );
  await writeTransactions(db, transactions);
  await writeTransfers(db, transfers);
  const appSlugs = [...new Set([...transactions, ...transfers].map((row) => row.appSlug))];
  if (appSlugs.length > 0) {
    const first = read.blocks[0]!.time;
    const last = read.blocks.at(-1)!.time;
    await rebuildHours(db, { chainId, appSlugs, fromHour: hourOf(first), toHour: hourOf(last) });
  }
  const addresses = contracts.readers.map((contract) => contract.address);
  await recordBalances(db, chain, chain.tokens, read, addresses);
  return [...new Set([...appSlugs, ...(await recordSales(db, chain, read, contracts.readers))])];
}

/**
 * Whether a block names `parentHash` as its parent. A block Hardhat mined in bulk (`hardhat_mine`) and
 * built only when asked for may answer a zero parent while its parent is being built alongside it; its
 * hash is still checked by the next round's reorg check.
 */
const follows = (block: { parentHash: string }, parentHash: string) =>
  block.parentHash === parentHash || block.parentHash === zeroHash;

/** Whether the blocks read follow each other and the newest indexed block: else a reorg came between. */
async function isContinuous(db: DbExecutor, chainId: number, read: ReadRange): Promise<boolean> {
  const first = read.blocks[0]!;
  if (first.number > 0n) {
    const [before] = await db
      .select({ hash: rankingsBlocks.blockHash })
      .from(rankingsBlocks)
      .where(and(eq(rankingsBlocks.chainId, chainId), eq(rankingsBlocks.blockNumber, first.number - 1n)));
    if (before && !follows(first, before.hash)) return false;
  }
  return read.blocks.every((block, i) => i === 0 || follows(block, read.blocks[i - 1]!.hash));
}

/** Reads the new blocks of the chain for every watched contract; false when a reorg came in between. */
async function indexNewBlocks(
  db: DbExecutor,
  chain: IndexedChain,
  contracts: WatchedContract[],
  range: { from: bigint; to: bigint },
  hooks: RoundHooks,
): Promise<boolean> {
  const readers = contracts.filter((contract) => contract.nextBlock >= range.from);
  const read = await readRange(chain.client, range.from, range.to, new Set(readers.map((c) => c.address)));
  if (!(await isContinuous(db, chain.chainId, read))) return false;
  const fromStart = readers.map((contract) => ({ ...contract, nextBlock: range.from }));
  const written = await writeRange(db, chain, read, { readers: fromStart, all: contracts });
  await cleanRound(db, chain, written, range.to);
  await hooks.afterWrites?.(db);
  await hooks.afterRange?.(db, chain, range);
  const kept = read.blocks.filter((block) => block.number > range.to - keptBlockHashes);
  await db
    .insert(rankingsBlocks)
    .values(
      kept.map((block) => ({
        chainId: chain.chainId,
        blockNumber: block.number,
        blockHash: block.hash,
        blockTime: block.time,
      })),
    )
    .onConflictDoNothing();
  await pruneBlockHashes(db, chain.chainId, range.to);
  const next = range.to + 1n;
  await db
    .update(rankingsChains)
    .set({ nextBlock: next, updatedAt: new Date() })
    .where(eq(rankingsChains.chainId, chain.chainId));
  await db
    .update(rankingsContracts)
    .set({ nextBlock: next })
    .where(and(eq(rankingsContracts.chainId, chain.chainId), gte(rankingsContracts.nextBlock, range.from)));
  return true;
}

/**
 * Catches contracts listed later up with the chain's cursor: reads the oldest blocks they lack, each
 * block only for the contracts that have not read it.
 */
async function backfill(
  db: DbExecutor,
  chain: IndexedChain,
  contracts: WatchedContract[],
  chainNext: bigint,
  hooks: RoundHooks,
): Promise<WatchedContract[]> {
  const behind = contracts.filter((contract) => contract.nextBlock < chainNext);
  if (behind.length === 0) return contracts;
  const from = behind.reduce(
    (least, contract) => (contract.nextBlock < least ? contract.nextBlock : least),
    chainNext,
  );
  const to = from + maxBlocksPerRound - 1n < chainNext - 1n ? from + maxBlocksPerRound - 1n : chainNext - 1n;
  const read = await readRange(chain.client, from, to, new Set(behind.map((contract) => contract.address)));
  const written = await writeRange(db, chain, read, { readers: behind, all: contracts });
  await cleanRound(db, chain, written, to);
  await hooks.afterWrites?.(db);
  await db
    .update(rankingsContracts)
    .set({ nextBlock: to + 1n })
    .where(
      and(
        eq(rankingsContracts.chainId, chain.chainId),
        gte(rankingsContracts.nextBlock, from),
        lt(rankingsContracts.nextBlock, to + 1n),
      ),
    );
  return contracts.map((contract) =>
    contract.nextBlock < to + 1n ? { ...contract, nextBlock: to + 1n } : contract,
  );
}

/** Reads what is new on the chain: a new genesis, a reorg, contracts listed or removed, new blocks. */
async function readNewBlocks(db: DbExecutor, chains: ChainsConfig, chain: IndexedChain, hooks: RoundHooks) {
  let next = await cursorOf(db, chain);
  const head = await chain.client.getBlockNumber({ cacheTime: 0 });
  const resumed = await undoReorg(db, chain, next, head);
  if (resumed < next) await cleanChain(db, chain);
  next = resumed;
  const listed = await syncContracts(db, chains, chain.chainId);
  const contracts = await backfill(db, chain, listed, next, hooks);
  if (next > head) {
    // Wallets still waiting for their first funder are looked up while the chain is quiet too.
    await cleanRound(db, chain, [], next - 1n);
    // Nothing new since the last round: what is kept is current as of now (the freshness the API says).
    await db
      .update(rankingsChains)
      .set({ updatedAt: new Date() })
      .where(eq(rankingsChains.chainId, chain.chainId));
    return;
  }
  const to = next + maxBlocksPerRound - 1n < head ? next + maxBlocksPerRound - 1n : head;
  await indexNewBlocks(db, chain, contracts, { from: next, to }, hooks);
}

/**
 * One round of the rankings indexer on one chain, in one transaction (a savepoint inside the worker's):
 * its rows, hourly figures, kept window figures and cursors commit together or not at all, so a crash
 * at any point neither loses nor doubles a transaction. Checks for a new genesis and for a reorg first.
 */
export function indexRankings(
  db: DbExecutor,
  chains: ChainsConfig,
  chain: RankedChain,
  hooks: RoundHooks = {},
): Promise<void> {
  return db.transaction(async (tx) => {
    const tokens = pricedTokensOf(chains);
    await readNewBlocks(tx, chains, { ...chain, tokens, distributors: knownDistributors(chains) }, hooks);
    await refreshWindowFigures(tx, tokens, new Date());
  });
}

/** The chains' cursors, for callers that show how fresh the figures are. */
export async function indexedBlocks(db: DbExecutor) {
  return db
    .select({ chainId: rankingsChains.chainId, nextBlock: rankingsChains.nextBlock })
    .from(rankingsChains);
}
