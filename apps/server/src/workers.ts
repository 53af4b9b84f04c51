import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { startBackgroundLoop, type BackgroundLoop } from './lib/background-loop';
import { expireOrders } from './modules/marketplace/service';

export type WorkerDeps = { config: Config; db: Db; log: FastifyBaseLogger };

/**
 * The background loops of this process: chain indexing, relaying and expiries. Each takes an advisory
 * lock per tick, so with several replicas exactly one does each piece of work.
 */
export function startWorkers(deps: WorkerDeps): () => Promise<void> {
  const loops: BackgroundLoop[] = [];
  if (deps.config.chains) {
    // Each on-chain module adds its loop here, e.g. loops.push(startDepositIndexer(deps, chains)).
    loops.push(
      startBackgroundLoop({
        ...deps,
        name: 'nft-order-expiry',
        everyMs: 5_000,
        tick: async (tx) => void (await expireOrders(tx)),
      }),
    );
  }
  return async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
  };
}
