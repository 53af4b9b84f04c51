import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** One chain as wallets see it: the RPC address given to wallets (our proxy on demo chains). */
export const chainInfo = z.object({
  chainId: z.number().int().positive(),
  name: z.string(),
  currencySymbol: z.string(),
  rpcUrl: z.string(),
  /**
   * Where the chain's transactions are shown, `<explorerUrl>/tx/<hash>`: the network's configured
   * explorer, our own page (`/explorer/<chainId>`) on demo chains; none when nobody configured one.
   */
  explorerUrl: z.string().optional(),
});
export type ChainInfo = z.infer<typeof chainInfo>;

export const chainsTexts = {
  /** A chain id naming none of the store's L1 networks (contract files, withdrawals). */
  unknownNetwork: 'The store has no contracts on this network. Switch your wallet to the Acent network.',
} as const;

/** An L1 network with its own token pair and Vault (spec: chain 0x2a selects a pair of its own). */
export const l1NetworkInfo = chainInfo.extend({
  contracts: z.object({ ace: address, dappx: address, vault: address }),
});
export type L1NetworkInfo = z.infer<typeof l1NetworkInfo>;

/**
 * GET /v1/chains: where the store's contracts live; 503 when no chains are configured. `l1` and
 * `contracts` are the first L1 network's (Acent, with the ETH bridge); `networks` lists every L1
 * network, that one first, each with its own contracts.
 */
export const chainsResponse = z.object({
  l1: chainInfo,
  l2: chainInfo,
  contracts: z.object({ ace: address, dappx: address, vault: address, ethBridge: address }),
  networks: z.array(l1NetworkInfo).min(1),
  demo: z.boolean(),
});
export type ChainsInfo = z.infer<typeof chainsResponse>;

/**
 * `?chainId=` of the contract definition files: the wallet's chain, decimal or as wallets write it
 * (0x2a); without it, the first L1 network's contracts.
 */
export const contractFileQuery = z.strictObject({
  chainId: z
    .string()
    .regex(/^(0x[0-9a-fA-F]{1,12}|[0-9]{1,15})$/, 'must be a chain id, e.g. 42 or 0x2a')
    .transform(Number)
    .optional(),
});

/** The contract definition files (/contract.json, /acentToken.json, /dappx.json, /withdraw-contract.json). */
export const contractFileResponse = z.object({
  contractName: z.string(),
  chainId: z.number().int().positive(),
  address,
  abi: z.array(z.record(z.string(), z.unknown())),
});

/** The schemas of the chains endpoints (declared in endpoints/chains.ts). */
export const chainsEndpointSchemas = {
  chains: { response: chainsResponse },
  contractJson: { query: contractFileQuery, response: contractFileResponse },
  withdrawContractJson: { query: contractFileQuery, response: contractFileResponse },
  acentTokenJson: { query: contractFileQuery, response: contractFileResponse },
  dappxJson: { query: contractFileQuery, response: contractFileResponse },
} satisfies EndpointSchemaTable;
