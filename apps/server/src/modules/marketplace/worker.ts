import { startBackgroundLoop } from '../../lib/background-loop';
import type { WorkerDeps } from '../../lib/types';
import { expireOrders } from './service';

/** Open NFT orders past their time release their tokens (one replica at a time). */
export function startOrderExpiry(deps: WorkerDeps) {
  return startBackgroundLoop({
    ...deps,
    name: 'nft-order-expiry',
    everyMs: 5_000,
    tick: async (tx) => void (await expireOrders(tx)),
  });
}
