import type { WorkerDeps } from '../../lib/types';
import { startBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop';
import type { ChainsConfig } from '../../lib/chains-config';
import { relayBridgeDeposits } from './relayer';

/** Our stand-in for the L1 -> L2 ETH bridge; only where we hold a relayer key (demo chains). */
export function startBridgeRelayer(deps: WorkerDeps, chains: ChainsConfig): BackgroundLoop[] {
  const key = chains.bridgeRelayerKey;
  if (!key) return [];
  return [
    startBackgroundLoop({
      name: 'layer2-bridge-relayer',
      everyMs: chains.pollMs,
      db: deps.db,
      log: deps.log,
      // The loop's transaction holds the lock; the relayer commits its own steps so a signed payment
      // is on record before it is broadcast.
      tick: () => relayBridgeDeposits(deps.db, { ...chains, bridgeRelayerKey: key }, deps.log),
    }),
  ];
}
