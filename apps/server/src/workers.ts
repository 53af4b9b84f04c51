import { nameRpcEndpoints, type BackgroundLoop } from './lib/background-loop';
import type { WorkerDeps } from './lib/types';
import { startBridgeRelayer } from './modules/layer2';
import { startDepositIndexer } from './modules/deposits';
import { startWithdrawalsLoop } from './modules/withdrawals';
import { startOrderExpiry } from './modules/marketplace';

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
