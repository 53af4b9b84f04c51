import type { BackgroundLoop } from '../../lib/background-loop';
import { startBackgroundLoop } from '../../lib/background-loop';
import type { ChainsConfig } from '../../lib/chains-config';
import type { WorkerDeps } from '../../lib/types';
import { depositIndexer, indexDeposits } from './indexer';

export const depositIndexerName = 'deposit-indexer';

/** Reads the Vault's deposits every poll interval on one replica at a time. */
export function startDepositIndexer(deps: WorkerDeps, chains: ChainsConfig): BackgroundLoop {
  const indexer = depositIndexer(chains);
  return startBackgroundLoop({
    name: depositIndexerName,
    everyMs: chains.pollMs,
    db: deps.db,
    log: deps.log,
    tick: (tx) => indexDeposits(tx, indexer),
  });
}
