import { sql, type SQL } from 'drizzle-orm';
import { BaseError, ContractFunctionZeroDataError, erc20Abi, type Address, type PublicClient } from 'viem';
import type { DbExecutor } from '../../db/client';
import { inGroups, type ReadBlock, type ReadRange } from './chain-reader';
import { pricedTokensTable, usdAtHour, usdOfBaseUnits, type PricedToken } from './hour-prices';
import { hourOf } from './hours';
import { nativeToken, rankingsBalances } from './schema';
import { markStale } from './stale';

type Snapshot = { block: ReadBlock; addresses: string[] };

const dayOf = (time: Date) => Math.floor(time.getTime() / 86_400_000);

/** The chain's newest hour with a balance read, to tell when a new hour needs every contract read. */
async function newestBalanceHour(db: DbExecutor, chainId: number): Promise<number | undefined> {
  const { rows } = await db.execute<{ hour: string | null }>(
    sql`SELECT max(hour) AS hour FROM rankings_balances WHERE chain_id = ${chainId}`,
  );
  return rows[0]?.hour ? Date.parse(rows[0].hour) : undefined;
}

/**
 * Which balances a range's read needs: every contract at the last block of each day the range ends
 * (a long backfill leaves a daily history, so a window's change has a start to compare with), and at
 * its newest block every contract when a new hour began, else those the range touched: a contract
 * no transaction or transfer reached has the balance it had.
 */
async function snapshotsOf(
  db: DbExecutor,
  chainId: number,
  read: ReadRange,
  addresses: string[],
): Promise<Snapshot[]> {
  const last = read.blocks.at(-1);
  if (!last || addresses.length === 0) return [];
  const dayEnds = read.blocks.filter(
    (block, i) => i < read.blocks.length - 1 && dayOf(block.time) !== dayOf(read.blocks[i + 1]!.time),
  );
  const touched = new Set([
    ...read.transactions.map((tx) => tx.to),
    ...read.transfers.flatMap((transfer) => [transfer.to, transfer.from]),
  ]);
  const newest = await newestBalanceHour(db, chainId);
  const newHour = newest === undefined || hourOf(last.time).getTime() > newest;
  const atLast = newHour ? addresses : addresses.filter((address) => touched.has(address));
  return [
    ...dayEnds.map((block) => ({ block, addresses })),
    ...(atLast.length > 0 ? [{ block: last, addresses: atLast }] : []),
  ];
}

/**
 * What `address` held of a token at a block. A token with no code there (not deployed yet at that
 * block) answers no data: nothing can be held of it. Any other failure fails the round, to be read again.
 */
async function balanceAt(client: PublicClient, token: string, address: string, blockNumber: bigint) {
  if (token === nativeToken) return client.getBalance({ address: address as Address, blockNumber });
  return client
    .readContract({
      address: token as Address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address as Address],
      blockNumber,
    })
    .catch((error: unknown) => {
      if (error instanceof BaseError && error.walk((cause) => cause instanceof ContractFunctionZeroDataError))
        return 0n;
      throw error;
    });
}

/**
 * Reads what the watched contracts hold of the chain's priced tokens at the blocks a range calls for
 * (`snapshotsOf`) and keeps the newest read of each hour. Unpriced tokens are not read: they add 0.
 */
export async function recordBalances(
  db: DbExecutor,
  chain: { chainId: number; client: PublicClient },
  tokens: PricedToken[],
  read: ReadRange,
  addresses: string[],
): Promise<void> {
  const onChain = tokens.filter((priced) => priced.chainId === chain.chainId).map((priced) => priced.token);
  if (onChain.length === 0) return;
  const snapshots = await snapshotsOf(db, chain.chainId, read, [...new Set(addresses)]);
  const reads = snapshots.flatMap(({ block, addresses: held }) =>
    held.flatMap((address) => onChain.map((token) => ({ block, address, token }))),
  );
  const rows = await inGroups(reads, async ({ block, address, token }) => ({
    chainId: chain.chainId,
    address,
    token,
    hour: hourOf(block.time),
    blockNumber: block.number,
    blockTime: block.time,
    amount: await balanceAt(chain.client, token, address, block.number),
  }));
  if (rows.length === 0) return;
  await db
    .insert(rankingsBalances)
    .values(rows)
    .onConflictDoUpdate({
      target: [
        rankingsBalances.chainId,
        rankingsBalances.address,
        rankingsBalances.token,
        rankingsBalances.hour,
      ],
      set: {
        amount: sql`excluded.amount`,
        blockNumber: sql`excluded.block_number`,
        blockTime: sql`excluded.block_time`,
      },
      setWhere: sql`excluded.block_number >= ${rankingsBalances.blockNumber}`,
    });
  await markStale(
    db,
    sql`SELECT app_slug FROM rankings_contracts
        WHERE chain_id = ${chain.chainId} AND address = ANY(${sql.param([...new Set(rows.map((row) => row.address))])}::text[])`,
  );
}

/**
 * Each app's balance in USD before `until` (SQL: `balances(app_slug, usd)`): per watched contract and
 * priced token its newest read before then, valued at that read's hour.
 */
export const appBalances = (
  tokens: PricedToken[],
  until: Date,
  chainFilter: (column: SQL) => SQL,
  apps: SQL,
) => sql`
  (SELECT c.app_slug, sum(${usdOfBaseUnits(sql`held.amount`, usdAtHour(sql`priced.symbol`, sql`held.hour`))}) AS usd
   FROM rankings_contracts c
   CROSS JOIN LATERAL (
     SELECT DISTINCT ON (b.token) b.token, b.amount, b.hour FROM rankings_balances b
     WHERE b.chain_id = c.chain_id AND b.address = c.address
       AND b.block_time < ${until.toISOString()}::timestamptz
     ORDER BY b.token, b.block_time DESC) held
   JOIN ${pricedTokensTable(tokens)} ON priced.chain_id = c.chain_id AND priced.token = held.token
   WHERE ${chainFilter(sql`c.chain_id`)} AND c.app_slug IN (${apps})
   GROUP BY c.app_slug)`;
