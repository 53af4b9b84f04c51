import type { PublicClient } from 'viem';
import { chainClient } from '../../lib/chain-clients';
import type { ChainsConfig } from '../../lib/chains-config';

export type Layer2Clients = { l1: PublicClient; l2: PublicClient };

/** Read clients of both chains (the bridge's L1 entry and the L2 it pays out on). */
export const layer2Clients = (chains: Pick<ChainsConfig, 'l1' | 'l2'>): Layer2Clients => ({
  l1: chainClient(chains.l1),
  l2: chainClient(chains.l2),
});
