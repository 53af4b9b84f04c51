import type { BackgroundLoop } from '../../lib/background-loop';
import { startBackgroundLoop } from '../../lib/background-loop';
import type { ChainsConfig } from '../../lib/chains-config';
import type { WorkerDeps } from '../../lib/types';
import { depositIndexer, indexDeposits } from './indexer';

export const depositIndexerName = 'deposit-indexer';

/**
 * Reads each L1 network's Vault every poll interval on one replica at a time: a loop per network (the
 * first keeps the plain name), so one network's outage never holds up the other's deposits.
 */
export function startDepositIndexers(deps: WorkerDeps, chains: ChainsConfig): BackgroundLoop[] {
  return chains.l1Networks.map((network, index) => {
    const indexer = depositIndexer(network);
    return startBackgroundLoop({
      name: index === 0 ? depositIndexerName : `${depositIndexerName}:${network.chainId}`,
      everyMs: chains.pollMs,
      db: deps.db,
      log: deps.log,
      tick: (tx) => indexDeposits(tx, indexer),
    });
  });
}
