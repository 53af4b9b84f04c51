import { createPublicClient, defineChain, http, type PublicClient } from 'viem';
import type { ChainEndpoint, ChainsConfig } from '../../lib/chains-config';

const chainOf = (endpoint: ChainEndpoint, name: string) =>
  defineChain({
    id: endpoint.chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [endpoint.rpcUrl] } },
  });

export type Layer2Clients = { l1: PublicClient; l2: PublicClient };

const cache = new Map<string, Layer2Clients>();

/** Read clients of both chains, one pair per configuration; no cached block number, each tick reads the head. */
export function layer2Clients(chains: Pick<ChainsConfig, 'l1' | 'l2'>): Layer2Clients {
  const key = `${chains.l1.rpcUrl}|${chains.l2.rpcUrl}`;
  let clients = cache.get(key);
  if (!clients) {
    clients = {
      l1: createPublicClient({
        chain: chainOf(chains.l1, 'L1'),
        transport: http(chains.l1.rpcUrl),
        cacheTime: 0,
      }),
      l2: createPublicClient({
        chain: chainOf(chains.l2, 'L2'),
        transport: http(chains.l2.rpcUrl),
        cacheTime: 0,
      }),
    };
    cache.set(key, clients);
  }
  return clients;
}
