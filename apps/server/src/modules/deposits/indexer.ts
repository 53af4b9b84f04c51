import { vaultAbi } from '@dappx/contracts';
import { depositTokens, tokens } from '@dappx/shared';
import { and, eq, lte, sql } from 'drizzle-orm';
import { getAddress, type Address, type Hex, type PublicClient } from 'viem';
import { chainClient } from '../../lib/chain-clients';
import type { DbExecutor } from '../../db/client';
import type { L1Network } from '../../lib/chains-config';
import { postEntry, systemAccount, userAccount, type Asset } from '../ledger';
import { users } from '../users';
import { chainDeposits, depositCursors, type DepositStatus } from './schema';

/** The most blocks one getLogs call spans, so a first start on a long chain catches up in steps. */
export const maxBlocksPerTick = 5_000n;

const depositedEvent = vaultAbi.find(
  (item): item is Extract<(typeof vaultAbi)[number], { type: 'event'; name: 'Deposited' }> =>
    item.type === 'event' && item.name === 'Deposited',
)!;

/** The indexer of one L1 network's Vault: each network's deposits are read and keyed apart. */
export type DepositIndexer = { client: PublicClient; network: L1Network };

export function depositIndexer(network: L1Network): DepositIndexer {
  return { client: chainClient(network), network };
}

type SeenDeposit = {
  txHash: Hex;
  logIndex: number;
  blockNumber: bigint;
  blockHash: Hex;
  token: Address;
  from: Address;
  amount: bigint;
};

async function depositLogs(
  indexer: DepositIndexer,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<SeenDeposit[]> {
  if (toBlock < fromBlock) return [];
  const logs = await indexer.client.getLogs({
    address: indexer.network.contracts.vault,
    event: depositedEvent,
    fromBlock,
    toBlock,
    strict: true,
  });
  return logs
    .filter((log) => !log.removed && log.transactionHash && log.blockHash && log.blockNumber !== null)
    .map((log) => ({
      txHash: log.transactionHash!,
      logIndex: log.logIndex!,
      blockNumber: log.blockNumber!,
      blockHash: log.blockHash!,
      token: getAddress(log.args.token),
      from: getAddress(log.args.from),
      amount: log.args.amount,
    }));
}

/** The deposited token of a Vault event: one of its network's deposit token contracts, or none of ours. */
const depositedAsset = (indexer: DepositIndexer, token: Address): Asset | undefined =>
  depositTokens.find((asset) => token === getAddress(indexer.network.contracts[tokens[asset].contract]));

async function userIdOf(db: DbExecutor, address: Address): Promise<string | undefined> {
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.publicAddress}) = ${address.toLowerCase()}`);
  return found?.id;
}

type Scope = { chainId: number; genesisHash: string; vault: string };

/** Who a deposit belongs to and what it becomes once final. */
async function classify(db: DbExecutor, indexer: DepositIndexer, deposit: SeenDeposit) {
  const asset = depositedAsset(indexer, deposit.token);
  // The Vault refuses zero deposits; were one to appear it credits nobody rather than stall the indexer.
  const userId = asset && deposit.amount > 0n ? await userIdOf(db, deposit.from) : undefined;
  const finalStatus: DepositStatus = !asset ? 'unknown_token' : userId ? 'credited' : 'unclaimed';
  return { asset: asset ?? null, userId: userId ?? null, finalStatus };
}

/** One event: its unique key in chain_deposits. */
const depositKey = [
  chainDeposits.chainId,
  chainDeposits.genesisHash,
  chainDeposits.txHash,
  chainDeposits.logIndex,
];

const rowOf = (scope: Scope, deposit: SeenDeposit) => ({
  ...scope,
  txHash: deposit.txHash,
  logIndex: deposit.logIndex,
  blockNumber: deposit.blockNumber,
  blockHash: deposit.blockHash,
  token: deposit.token,
  fromAddress: deposit.from,
  amount: deposit.amount,
});

/**
 * Records a final deposit and credits it: the row turns from absent or 'pending' into its final status
 * in one statement, and only the caller that made that change posts the ledger entry, so however often
 * the event is seen it is credited once.
 */
async function settle(db: DbExecutor, indexer: DepositIndexer, scope: Scope, deposit: SeenDeposit) {
  const { asset, userId, finalStatus } = await classify(db, indexer, deposit);
  const row = { ...rowOf(scope, deposit), asset, userId };
  const [changed] = await db
    .insert(chainDeposits)
    .values({ ...row, status: finalStatus === 'credited' ? 'pending' : finalStatus })
    .onConflictDoUpdate({
      target: depositKey,
      set: {
        ...row,
        status: sql`${finalStatus === 'credited' ? 'pending' : finalStatus}`,
      },
      setWhere: eq(chainDeposits.status, 'pending'),
    })
    .returning({ id: chainDeposits.id, status: chainDeposits.status });
  if (!changed || finalStatus !== 'credited' || !asset || !userId) return;

  const entryId = await postEntry(db, {
    kind: 'deposit',
    userId,
    txHash: deposit.txHash,
    lines: [
      { account: systemAccount(asset, 'chain_custody'), amount: -deposit.amount },
      { account: userAccount(userId, asset, 'vault'), amount: deposit.amount },
    ],
  });
  await db
    .update(chainDeposits)
    .set({ status: 'credited', entryId, creditedAt: new Date() })
    .where(and(eq(chainDeposits.id, changed.id), eq(chainDeposits.status, 'pending')));
}

/**
 * Deposits in blocks not yet confirmed are shown as pending; the set is replaced each tick, so one a
 * reorg dropped disappears.
 */
async function refreshPending(db: DbExecutor, indexer: DepositIndexer, scope: Scope, seen: SeenDeposit[]) {
  const pending = and(
    eq(chainDeposits.chainId, scope.chainId),
    eq(chainDeposits.genesisHash, scope.genesisHash),
    eq(chainDeposits.vault, scope.vault),
    eq(chainDeposits.status, 'pending'),
  );
  const keep = seen.map((deposit) => `${deposit.txHash}:${deposit.logIndex}`);
  await db
    .delete(chainDeposits)
    .where(
      and(
        pending,
        sql`(${chainDeposits.txHash} || ':' || ${chainDeposits.logIndex}) <> ALL(${sql.param(keep)}::text[])`,
      ),
    );
  for (const deposit of seen) {
    const { asset, userId } = await classify(db, indexer, deposit);
    const row = { ...rowOf(scope, deposit), asset, userId };
    await db
      .insert(chainDeposits)
      .values({ ...row, status: 'pending' })
      .onConflictDoUpdate({
        target: depositKey,
        set: row,
        setWhere: eq(chainDeposits.status, 'pending'),
      });
  }
}

/**
 * One pass of the deposit indexer, inside the caller's transaction (which holds the worker's advisory
 * lock): credits the deposits up to head − confirmations from the cursor on, moves the cursor, and
 * replaces the pending deposits of the newer blocks.
 */
export function indexDeposits(db: DbExecutor, indexer: DepositIndexer): Promise<void> {
  // One transaction (a savepoint inside the worker's): the cursor row's lock serialises even unlocked callers.
  return db.transaction((tx) => indexInTransaction(tx, indexer));
}

async function indexInTransaction(db: DbExecutor, indexer: DepositIndexer): Promise<void> {
  const [genesis, head] = await Promise.all([
    indexer.client.getBlock({ blockNumber: 0n }),
    indexer.client.getBlockNumber({ cacheTime: 0 }),
  ]);
  const scope: Scope = {
    chainId: indexer.network.chainId,
    genesisHash: genesis.hash,
    vault: getAddress(indexer.network.contracts.vault),
  };
  const key = and(
    eq(depositCursors.chainId, scope.chainId),
    eq(depositCursors.vault, scope.vault),
    eq(depositCursors.genesisHash, scope.genesisHash),
  );
  const [cursor] = await db.select().from(depositCursors).where(key).for('update');
  const lastBlock = cursor?.lastBlock ?? -1n;
  const confirmed = head - BigInt(indexer.network.depositConfirmations);
  const upTo = confirmed - lastBlock > maxBlocksPerTick ? lastBlock + maxBlocksPerTick : confirmed;

  if (upTo > lastBlock) {
    for (const deposit of await depositLogs(indexer, lastBlock + 1n, upTo))
      await settle(db, indexer, scope, deposit);
    await db
      .insert(depositCursors)
      .values({ ...scope, lastBlock: upTo })
      .onConflictDoUpdate({
        target: [depositCursors.chainId, depositCursors.vault, depositCursors.genesisHash],
        set: { lastBlock: upTo, updatedAt: new Date() },
      });
  }
  const finalTo = upTo > lastBlock ? upTo : lastBlock;
  // A pending deposit at or below the cursor that did not settle was dropped by a reorg.
  await db
    .delete(chainDeposits)
    .where(
      and(
        eq(chainDeposits.chainId, scope.chainId),
        eq(chainDeposits.genesisHash, scope.genesisHash),
        eq(chainDeposits.status, 'pending'),
        lte(chainDeposits.blockNumber, finalTo),
      ),
    );
  // Pending deposits are only worth reading once the final blocks have been caught up with.
  if (finalTo >= confirmed)
    await refreshPending(db, indexer, scope, await depositLogs(indexer, finalTo + 1n, head));
}
