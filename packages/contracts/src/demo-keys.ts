import type { Hex } from 'viem';
import { generatePrivateKey } from 'viem/accounts';

/**
 * The roles the store holds on its demo chains. Each gets its own random key, made once per data
 * folder and kept there, so nobody but the store can act as the contracts' owner, signer or minter.
 */
export const demoRoles = ['owner', 'withdrawSigner', 'minter', 'marketplaceAdmin', 'bridgeRelayer'] as const;

export type DemoRole = (typeof demoRoles)[number];
export type DemoKeys = Record<DemoRole, Hex>;

export function generateDemoKeys(): DemoKeys {
  return Object.fromEntries(demoRoles.map((role) => [role, generatePrivateKey()])) as DemoKeys;
}
