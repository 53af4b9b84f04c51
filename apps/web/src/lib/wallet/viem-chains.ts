import type { ChainInfo } from '@dappx/shared/chains';
import { defineChain } from 'viem';

// Apart from chains.ts, so a page that only reads the store's chains (the demo check) loads no viem.

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

/** One of the store's chains as viem describes it. */
export const viemChain = (chain: ChainInfo) =>
  defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: { name: chain.currencySymbol, symbol: chain.currencySymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  });
