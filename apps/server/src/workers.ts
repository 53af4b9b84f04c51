import { nameRpcEndpoints, type BackgroundLoop } from './lib/background-loop';
import type { WorkerDeps } from './lib/types';
import { startBridgeRelayer } from './modules/layer2';
import { startDepositIndexers } from './modules/deposits';
import { startWithdrawalsLoops } from './modules/withdrawals';
import { startOrderExpiry } from './modules/marketplace';
import { flagStaleProofs } from './modules/contract-proofs';
import { contractSafetyHook } from './modules/contract-safety';
import { startRankingsIndexers } from './modules/rankings';

/**
 * The background loops of this process: chain indexing, relaying and expiries. Each takes an advisory
 * lock per tick, so with several replicas exactly one does each piece of work.
 */
export function startWorkers(deps: WorkerDeps): () => Promise<void> {
  const loops: BackgroundLoop[] = [];
  if (deps.config.chains) {
    const { l1Networks, l2 } = deps.config.chains;
    nameRpcEndpoints({
      ...Object.fromEntries(
        l1Networks.map((network, i) => [i === 0 ? 'L1' : `L1 ${network.chainId}`, network.rpcUrl]),
      ),
      L2: l2.rpcUrl,
    });
    loops.push(...startDepositIndexers(deps, deps.config.chains));
    loops.push(...startBridgeRelayer(deps, deps.config.chains));
    loops.push(...startWithdrawalsLoops(deps, deps.config.chains));
    loops.push(startOrderExpiry(deps));
    const refreshSafety = contractSafetyHook(deps.config.chains);
    loops.push(
      ...startRankingsIndexers(deps, deps.config.chains, {
        // Proofs first: the safety facts read after them name the proofs as they now stand.
        afterRange: async (db, chain, range) => {
          await flagStaleProofs(db, chain, range);
          await refreshSafety(db, chain, range);
        },
      }),
    );
  }
  return async () => {
    await Promise.all(loops.map((loop) => loop.stop()));
  };
}
