import type { DashboardFlow } from '@dappx/shared';
import { and, eq } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { DbExecutor } from '../../db/client';
import { chainClient } from '../../lib/chain-clients';
import type { L1Network } from '../../lib/chains-config';
import { depositCursors } from './schema';

/** Credited chain deposits per UTC day (of crediting) and token, from `from` on (index on credited_at). */
export async function dailyDeposits(db: DbExecutor, from: Date): Promise<DashboardFlow[]> {
  const rows = await db.execute<DashboardFlow>(sql`
    SELECT (credited_at AT TIME ZONE 'UTC')::date::text AS day, asset AS token, count(*)::int AS count,
      sum(amount)::text AS amount
    FROM chain_deposits WHERE status = 'credited' AND credited_at >= ${from.toISOString()}::timestamptz
    GROUP BY 1, 2 ORDER BY 1, 2`);
  return rows.rows;
}

/**
 * How far the deposit indexer is behind one network: its head block minus the cursor of the chain now
 * answering (by genesis hash, as the indexer keys it). Nulls when the chain cannot be read.
 */
export async function indexerLag(db: DbExecutor, network: L1Network) {
  const client = chainClient(network);
  const read = await Promise.all([
    client.getBlock({ blockNumber: 0n }),
    client.getBlockNumber({ cacheTime: 0 }),
  ])
    .then(([genesis, head]) => ({ genesis: genesis.hash, head }))
    .catch(() => undefined);
  const base = { chain_id: network.chainId, name: network.name };
  if (!read) return { ...base, head: null, cursor: null, lag: null };
  const [cursor] = await db
    .select({ lastBlock: depositCursors.lastBlock })
    .from(depositCursors)
    .where(
      and(
        eq(depositCursors.chainId, network.chainId),
        eq(depositCursors.vault, getAddress(network.contracts.vault)),
        eq(depositCursors.genesisHash, read.genesis),
      ),
    );
  // Not read yet at all: the whole chain is behind.
  const last = cursor?.lastBlock ?? -1n;
  return {
    ...base,
    head: String(read.head),
    cursor: cursor ? String(last) : null,
    lag: String(read.head - last),
  };
}
