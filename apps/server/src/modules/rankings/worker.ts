import type { BackgroundLoop } from '../../lib/background-loop';
import { startBackgroundLoop } from '../../lib/background-loop';
import type { ChainsConfig } from '../../lib/chains-config';
import type { WorkerDeps } from '../../lib/types';
import { indexRankings } from './indexer';
import { rankedChains } from './watched-chains';

export const rankingsIndexerName = 'rankings-indexer';

/**
 * Reads each chain's blocks for the app contracts every poll interval, on one replica at a time: a loop
 * per chain, so one chain's outage never holds up the others' figures.
 */
export function startRankingsIndexers(deps: WorkerDeps, chains: ChainsConfig): BackgroundLoop[] {
  return rankedChains(chains).map((chain) =>
    startBackgroundLoop({
      name: `${rankingsIndexerName}:${chain.chainId}`,
      everyMs: chains.pollMs,
      db: deps.db,
      log: deps.log,
      tick: (tx) => indexRankings(tx, chains, chain),
    }),
  );
}
