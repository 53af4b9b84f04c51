import { sql } from 'drizzle-orm';
import { parseAbiItem, type Address, type PublicClient } from 'viem';
import type { DbExecutor } from '../../db/client';
import { placedLogs, readInHalves, type ReadRange } from './chain-reader';
import type { WatchedContract } from './contracts';
import type { RankedChain } from './watched-chains';

/**
 * The sale an item market emits as it hands an item over for its price: the demo games' `Sold`. The
 * wash-trade rules read these; a market that reports sales another way is not looked at yet.
 */
const soldEvent = parseAbiItem(
  'event Sold(uint256 indexed itemId, address indexed seller, address indexed buyer, uint256 price)',
);

export type ReadSale = {
  blockNumber: bigint;
  txHash: string;
  logIndex: number;
  collection: string;
  item: bigint;
  seller: string;
  buyer: string;
  price: bigint;
};

/** The sales `addresses` reported over a span of blocks, halving the span while the node refuses it. */
async function salesBy(
  client: PublicClient,
  fromBlock: bigint,
  toBlock: bigint,
  addresses: Set<string>,
): Promise<ReadSale[]> {
  if (addresses.size === 0) return [];
  return readInHalves((from, to) => salesLogs(client, from, to, addresses), fromBlock, toBlock);
}

async function salesLogs(
  client: PublicClient,
  fromBlock: bigint,
  toBlock: bigint,
  addresses: Set<string>,
): Promise<ReadSale[]> {
  const logs = await client.getLogs({
    address: [...addresses] as Address[],
    event: soldEvent,
    fromBlock,
    toBlock,
    strict: true,
  });
  return placedLogs(logs, (log) => ({
    collection: log.address.toLowerCase(),
    item: log.args.itemId,
    seller: log.args.seller.toLowerCase(),
    buyer: log.args.buyer.toLowerCase(),
    price: log.args.price,
  }));
}

/**
 * Writes the sales a range held for the contracts that had not read its blocks yet (`readers`), each
 * under the app listing its contract. Answers those apps.
 */
export async function recordSales(
  db: DbExecutor,
  chain: RankedChain,
  read: ReadRange,
  readers: WatchedContract[],
): Promise<string[]> {
  const first = read.blocks[0];
  const last = read.blocks.at(-1);
  if (!first || !last) return [];
  const addresses = new Set(readers.map((contract) => contract.address));
  const times = new Map(read.blocks.map((block) => [block.number, block.time]));
  const sales = (await salesBy(chain.client, first.number, last.number, addresses)).flatMap((sale) =>
    readers
      .filter((contract) => contract.address === sale.collection && contract.nextBlock <= sale.blockNumber)
      .map(({ appSlug }) => ({ ...sale, appSlug })),
  );
  for (const sale of sales)
    await db.execute(sql`
      INSERT INTO rankings_sales (chain_id, tx_hash, log_index, app_slug, block_number, block_time,
        collection, item, seller, buyer, price)
      VALUES (${chain.chainId}, ${sale.txHash}, ${sale.logIndex}, ${sale.appSlug}, ${sale.blockNumber},
        ${times.get(sale.blockNumber)!.toISOString()}, ${sale.collection}, ${sale.item}, ${sale.seller},
        ${sale.buyer}, ${sale.price})
      ON CONFLICT DO NOTHING`);
  return [...new Set(sales.map((sale) => sale.appSlug))];
}
