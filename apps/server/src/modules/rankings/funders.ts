import { sql } from 'drizzle-orm';
import type { PublicClient } from 'viem';
import type { DbExecutor } from '../../db/client';
import { inGroups } from './chain-reader';

/** The most wallets a round looks up the first funder of: the rest wait for the next rounds. */
const maxFunderLookupsPerRound = 100;

type Funding = { wallet: string; funder: string | null; blockNumber: bigint | null; txHash: string | null };

/**
 * The first block at which the wallet held coin or had sent a transaction, by halving `0..head`: an
 * account that never sent cannot spend, so once it holds coin or has sent, it stays so. Needs the
 * node's state of past blocks (an archive node; the demo chains keep it).
 */
async function firstFundedBlock(client: PublicClient, wallet: string, head: bigint) {
  const address = wallet as `0x${string}`;
  const funded = async (blockNumber: bigint) => {
    const [balance, sent] = await Promise.all([
      client.getBalance({ address, blockNumber }),
      client.getTransactionCount({ address, blockNumber }),
    ]);
    return balance > 0n || sent > 0;
  };
  if (!(await funded(head))) return undefined;
  let [low, high] = [0n, head];
  while (low < high) {
    const middle = (low + high) / 2n;
    if (await funded(middle)) high = middle;
    else low = middle + 1n;
  }
  return low;
}

/**
 * The wallet's first funding: the sender of a plain transaction bringing it coin in the block it was
 * first funded in. The funder stays unknown when the coin came otherwise (from inside a contract call,
 * at genesis): such a wallet is grouped with no other.
 */
async function fundingOf(client: PublicClient, wallet: string, head: bigint): Promise<Funding> {
  const blockNumber = await firstFundedBlock(client, wallet, head);
  if (blockNumber === undefined || blockNumber === 0n)
    return { wallet, funder: null, blockNumber: blockNumber ?? null, txHash: null };
  const block = await client.getBlock({ blockNumber, includeTransactions: true });
  const tx = block.transactions.find((tx) => tx.to?.toLowerCase() === wallet && tx.value > 0n);
  return {
    wallet,
    funder: tx?.from.toLowerCase() ?? null,
    blockNumber,
    txHash: tx?.hash.toLowerCase() ?? null,
  };
}

/**
 * Looks up the first funder of wallets that sent an app a counted transaction or sold it an item and
 * have none recorded yet, a bounded number a round, as of block `head` (read and checked by the round).
 * Answers the wallets recorded.
 */
export async function recordFunders(
  db: DbExecutor,
  chain: { chainId: number; client: PublicClient },
  head: bigint,
): Promise<string[]> {
  const { rows } = await db.execute<{ wallet: string }>(sql`
    SELECT wallet FROM (
      SELECT from_address AS wallet FROM rankings_transactions
      WHERE chain_id = ${chain.chainId} AND not_counted IS NULL AND block_number <= ${head}
      UNION SELECT seller FROM rankings_sales WHERE chain_id = ${chain.chainId} AND block_number <= ${head}
    ) seen
    WHERE NOT EXISTS (SELECT 1 FROM rankings_funders f WHERE f.chain_id = ${chain.chainId} AND f.wallet = seen.wallet)
    ORDER BY wallet LIMIT ${maxFunderLookupsPerRound}`);
  const fundings = await inGroups(
    rows.map((row) => row.wallet),
    (wallet) => fundingOf(chain.client, wallet, head),
  );
  for (const funding of fundings)
    await db.execute(sql`
      INSERT INTO rankings_funders (chain_id, wallet, funder, block_number, tx_hash)
      VALUES (${chain.chainId}, ${funding.wallet}, ${funding.funder}, ${funding.blockNumber}, ${funding.txHash})
      ON CONFLICT DO NOTHING`);
  return fundings.map((funding) => funding.wallet);
}
