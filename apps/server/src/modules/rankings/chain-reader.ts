import { BaseError, parseAbiItem, ResponseBodyTooLargeError, type Address, type PublicClient } from 'viem';

/**
 * How many RPC calls of one round are in flight at once: the indexer's client sends calls made together
 * as JSON-RPC batches of 100, so this is a few HTTP requests at a time.
 */
const parallelCalls = 300;

const transferEvent = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');

export type ReadBlock = { number: bigint; hash: string; parentHash: string; time: Date };

export type ReadTransaction = {
  blockNumber: bigint;
  hash: string;
  from: string;
  to: string;
  value: bigint;
  reverted: boolean;
};

export type ReadTransfer = {
  blockNumber: bigint;
  txHash: string;
  logIndex: number;
  token: string;
  from: string;
  to: string;
  amount: bigint;
};

export type ReadRange = { blocks: ReadBlock[]; transactions: ReadTransaction[]; transfers: ReadTransfer[] };

/** Runs `work` over the items a bounded number at a time, keeping their order. */
export async function inGroups<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += parallelCalls)
    results.push(...(await Promise.all(items.slice(start, start + parallelCalls).map(work))));
  return results;
}

const range = (from: bigint, to: bigint) =>
  Array.from({ length: Number(to - from + 1n) }, (_, i) => from + BigInt(i));

/**
 * Reads blocks `from`..`to` of a chain: each block's hash and time, the transactions whose `to` is one
 * of `addresses` (with their receipt's status), and the ERC-20 Transfer logs into them. A Transfer
 * of an ERC-721 (its third argument indexed too) does not decode as ERC-20 and is left out.
 */
export async function readRange(
  client: PublicClient,
  from: bigint,
  to: bigint,
  addresses: Set<string>,
): Promise<ReadRange> {
  const fullBlocks = await inGroups(range(from, to), (blockNumber) =>
    client.getBlock({ blockNumber, includeTransactions: addresses.size > 0 }),
  );
  const blocks = fullBlocks.map((block) => ({
    number: block.number,
    hash: block.hash.toLowerCase(),
    parentHash: block.parentHash.toLowerCase(),
    time: new Date(Number(block.timestamp) * 1000),
  }));
  const sent = fullBlocks.flatMap((block) =>
    block.transactions.flatMap((tx) =>
      typeof tx !== 'string' && tx.to && addresses.has(tx.to.toLowerCase()) ? [tx] : [],
    ),
  );
  const statuses = await inGroups(sent, async (tx) => {
    const receipt = await client.getTransactionReceipt({ hash: tx.hash });
    return receipt.status;
  });
  const transactions = sent.map((tx, i) => ({
    blockNumber: tx.blockNumber,
    hash: tx.hash.toLowerCase(),
    from: tx.from.toLowerCase(),
    to: tx.to!.toLowerCase(),
    value: tx.value,
    reverted: statuses[i] !== 'success',
  }));
  return { blocks, transactions, transfers: await transfersInto(client, from, to, addresses) };
}

/**
 * Whether a node refused a range of logs for its size: viem's own cap on an answer's body, or a
 * provider's limit on results ("query returned more than 10000 results", "response size exceeded").
 */
const tooManyLogs = (error: unknown) =>
  error instanceof BaseError &&
  (error.walk((cause) => cause instanceof ResponseBodyTooLargeError) !== null ||
    /more than \d+ results|size (exceeded|limit)|too (large|many)|limit exceeded/i.test(error.message));

/** What `read` answers over a span of blocks, halving the span while the node refuses it for its size. */
export async function readInHalves<T>(
  read: (fromBlock: bigint, toBlock: bigint) => Promise<T[]>,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<T[]> {
  try {
    return await read(fromBlock, toBlock);
  } catch (error) {
    if (fromBlock === toBlock || !tooManyLogs(error)) throw error;
    const middle = fromBlock + (toBlock - fromBlock) / 2n;
    // One after the other: two halves in one batch would make one answer as large again.
    const first = await readInHalves(read, fromBlock, middle);
    return [...first, ...(await readInHalves(read, middle + 1n, toBlock))];
  }
}

type ChainLog = { removed: boolean; blockNumber: bigint; transactionHash: string; logIndex: number };

/** The logs the node still stands by, each with where it stands on its chain and what `read` takes of it. */
export const placedLogs = <L extends ChainLog, T>(logs: L[], read: (log: L) => T) =>
  logs
    .filter((log) => !log.removed)
    .map((log) => ({
      blockNumber: log.blockNumber,
      txHash: log.transactionHash.toLowerCase(),
      logIndex: log.logIndex,
      ...read(log),
    }));

/** The Transfer logs into `addresses` over a span of blocks. */
async function transferLogs(
  client: PublicClient,
  fromBlock: bigint,
  toBlock: bigint,
  addresses: Set<string>,
): Promise<ReadTransfer[]> {
  const logs = await client.getLogs({
    event: transferEvent,
    args: { to: [...addresses] as Address[] },
    fromBlock,
    toBlock,
    strict: true,
  });
  return placedLogs(logs, (log) => ({
    token: log.address.toLowerCase(),
    from: log.args.from.toLowerCase(),
    to: log.args.to.toLowerCase(),
    amount: log.args.value,
  }));
}

async function transfersInto(
  client: PublicClient,
  fromBlock: bigint,
  toBlock: bigint,
  addresses: Set<string>,
): Promise<ReadTransfer[]> {
  if (addresses.size === 0) return [];
  return readInHalves((from, to) => transferLogs(client, from, to, addresses), fromBlock, toBlock);
}
