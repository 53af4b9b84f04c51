import { defineChain } from 'viem';

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
