import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** One chain as wallets see it: the RPC address given to wallets (our proxy on demo chains). */
export const chainInfo = z.object({
  chainId: z.number().int().positive(),
  name: z.string(),
  currencySymbol: z.string(),
  rpcUrl: z.string(),
});
export type ChainInfo = z.infer<typeof chainInfo>;

/** GET /v1/chains: where the store's contracts live; 503 when no chains are configured. */
export const chainsResponse = z.object({
  l1: chainInfo,
  l2: chainInfo,
  contracts: z.object({ ace: address, dappx: address, vault: address, ethBridge: address }),
  demo: z.boolean(),
});
export type ChainsInfo = z.infer<typeof chainsResponse>;

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
  contractJson: { response: contractFileResponse },
  withdrawContractJson: { response: contractFileResponse },
  acentTokenJson: { response: contractFileResponse },
  dappxJson: { response: contractFileResponse },
} satisfies EndpointSchemaTable;
