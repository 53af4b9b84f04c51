import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import { nameRpcEndpoints, type BackgroundLoop } from './lib/background-loop';
import { startBridgeRelayer } from './modules/layer2/worker';
import { startDepositIndexer } from './modules/deposits/worker';
import { startWithdrawalsLoop } from './modules/withdrawals/payout';
import { startOrderExpiry } from './modules/marketplace/worker';

export type WorkerDeps = { config: Config; db: Db; log: FastifyBaseLogger };

/**
 * The background loops of this process: chain indexing, relaying and expiries. Each takes an advisory
 * lock per tick, so with several replicas exactly one does each piece of work.
 */
export function startWorkers(deps: WorkerDeps): () => Promise<void> {
  const loops: BackgroundLoop[] = [];
  if (deps.config.chains) {
    nameRpcEndpoints({ L1: deps.config.chains.l1.rpcUrl, L2: deps.config.chains.l2.rpcUrl });
    loops.push(startDepositIndexer(deps, deps.config.chains));
    loops.push(...startBridgeRelayer(deps, deps.config.chains));
    loops.push(startWithdrawalsLoop(deps, deps.config.chains));
    loops.push(startOrderExpiry(deps));
  }
  return async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
  };
}
