import type { ChainInfo, ChainsInfo, L1NetworkInfo } from '@dappx/shared';
import { defineChain } from 'viem';
import { storedNetwork } from '../session';
import { getChainsInfo } from './wallet-api';

/**
 * The demo layer-1 chain (id 8888 = 0x22b8), which the store shows as the Acent network with its balance in
 * ACE (storefront spec, section 9). Its RPC address comes with the on-chain work; signing in needs none.
 */
export const acentChain = defineChain({
  id: 8888,
  name: 'Acent',
  nativeCurrency: { name: 'ACE', symbol: 'ACE', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

let chainsInfo: Promise<ChainsInfo> | undefined;

/** The store's chains (ids, RPC addresses, contracts), read once per page for the wallet and the demo wallet. */
export function loadChains(): Promise<ChainsInfo> {
  chainsInfo ??= getChainsInfo();
  chainsInfo.catch(() => (chainsInfo = undefined));
  return chainsInfo;
}

/**
 * The L1 network whose contracts the wallet's chain selects (spec, section 9): a network of the store's
 * own for its chain id (0x2a), the first, Acent, for any other chain or none (0x22b8, 0x231d…).
 */
export function selectedNetwork(info: ChainsInfo, network = storedNetwork()): L1NetworkInfo {
  const chainId = network && network !== 'null' ? Number(network) : undefined;
  return info.networks.find((candidate) => candidate.chainId === chainId) ?? info.networks[0]!;
}

/** One of the store's chains as viem describes it. */
export const viemChain = (chain: ChainInfo) =>
  defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: chain.currencySymbol, symbol: chain.currencySymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
