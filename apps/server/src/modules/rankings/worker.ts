import type { BackgroundLoop } from '../../lib/background-loop';
import { startBackgroundLoop } from '../../lib/background-loop';
import type { ChainsConfig } from '../../lib/chains-config';
import type { WorkerDeps } from '../../lib/types';
import { priceSourceOf } from '../prices';
import { recordHourPrices } from './hour-prices';
import { indexRankings, type RoundHooks } from './indexer';
import { rankedChains } from './watched-chains';

const rankingsIndexerName = 'rankings-indexer';

/**
 * Reads each chain's blocks for the app contracts every poll interval, on one replica at a time: a loop
 * per chain, so one chain's outage never holds up the others' figures. The first chain's loop also
 * records the hour's prices, which value the volumes; a price source that fails leaves the hour to the
 * nearest price recorded.
 */
export function startRankingsIndexers(
  deps: WorkerDeps,
  chains: ChainsConfig,
  hooks: RoundHooks = {},
): BackgroundLoop[] {
  const prices = priceSourceOf(deps.config.priceSourceUrl, deps.db);
  return rankedChains(chains).map((chain, index) =>
    startBackgroundLoop({
      name: `${rankingsIndexerName}:${chain.chainId}`,
      everyMs: chains.pollMs,
      db: deps.db,
      log: deps.log,
      tick: async (tx) => {
        if (index === 0)
          await recordHourPrices(tx, prices, new Date()).catch((error: unknown) =>
            deps.log.warn({ err: error }, 'rankings: the price source failed; the hour keeps its last price'),
          );
        await indexRankings(tx, chains, chain, hooks);
      },
    }),
  );
}
