import type { PublicClient } from 'viem';
import { bulkChainClient } from '../../lib/chain-clients';
import type { ChainsConfig } from '../../lib/chains-config';

/** One chain the rankings read: every L1 network the store serves, and its L2. */
export type RankedChain = { chainId: number; client: PublicClient };

export function rankedChains(chains: ChainsConfig): RankedChain[] {
  return [...chains.l1Networks, chains.l2].map((endpoint) => ({
    chainId: endpoint.chainId,
    client: bulkChainClient(endpoint),
  }));
}

/**
 * The store chain a catalogue contract's `chain` names. The catalogue names networks (`ethereum`,
 * `immutable-zkevm`…); the store serves the Acent network (its first L1, the Ethereum-style network the
 * store's own contracts live on) and IMX's L2. A decimal chain id of a served chain is taken as it is,
 * so a network without a catalogue name (the second L1) can be listed by its id. Networks the store
 * does not serve (BNB Chain, Polygon) are not indexed.
 */
export function storeChainIdOf(chains: ChainsConfig, catalogueChain: string): number | undefined {
  if (catalogueChain === 'ethereum') return chains.l1.chainId;
  if (catalogueChain === 'immutable-zkevm') return chains.l2.chainId;
  if (!/^[1-9][0-9]{0,15}$/.test(catalogueChain)) return undefined;
  const chainId = Number(catalogueChain);
  const served = [...chains.l1Networks.map((network) => network.chainId), chains.l2.chainId];
  return served.includes(chainId) ? chainId : undefined;
}
