import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { publicAddress } from './users';

/** Who a proof's signer is to the contract, as the chain says: these may speak for it. */
export const contractProofRoles = ['deployer', 'owner', 'admin'] as const;
export type ContractProofRole = (typeof contractProofRoles)[number];

export const contractProofTexts = {
  invalidSignature: 'This is not a wallet signature (65 bytes, 0x and 130 hex digits).',
  notListed: 'This app does not list that contract on that chain.',
  noCode: 'There is no contract at that address on that chain.',
  notController:
    'The signature is not from this contract’s deployer, its owner() or its EIP-1967 admin, so it proves nothing.',
} as const;

/**
 * The EIP-191 message a dapp's team signs to prove it controls a contract it lists: it names the store,
 * the app and the contract on its chain, so a proof counts for that listing and no other.
 */
export function contractProofMessage(proof: { app: string; chainId: number; address: string }): string {
  return [
    'DAPPX contract proof',
    `App: ${proof.app}`,
    `Contract: ${proof.address.toLowerCase()}`,
    `Chain: ${proof.chainId}`,
    'I control this contract and list it under this app in the DAPPX store.',
  ].join('\n');
}

export const contractProofSlug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be an app’s slug');

/** POST /v1/contract-proofs: a team's signature over `contractProofMessage` for one listed contract. */
export const contractProofBody = z.strictObject({
  app: contractProofSlug,
  chain_id: z.number().int().positive(),
  address: publicAddress,
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, contractProofTexts.invalidSignature),
});
export type ContractProofBody = z.infer<typeof contractProofBody>;

/** A contract's proof as the store keeps it; `stale_since` once the signer lost the role it proved with. */
export const contractProof = z.object({
  app: z.string(),
  chain_id: z.number().int(),
  address: z.string(),
  signer: z.string(),
  role: z.enum(contractProofRoles),
  message: z.string(),
  signature: z.string(),
  proven_at: z.string(),
  stale_since: z.string().nullable(),
});
export type ContractProof = z.infer<typeof contractProof>;

export const contractProofsQuery = z.strictObject({ app: contractProofSlug });

/** GET /v1/contract-proofs?app=: each contract the app lists on a served chain, with its proof if any. */
export const contractProofsResponse = z.object({
  contracts: z.array(
    z.object({ chain_id: z.number().int(), address: z.string(), proof: contractProof.nullable() }),
  ),
});
export type ContractProofsResponse = z.infer<typeof contractProofsResponse>;

/** The schemas of the contract proof endpoints (declared in endpoints/contract-proofs.ts). */
export const contractProofsEndpointSchemas = {
  contractProofSubmit: { body: contractProofBody, response: contractProof },
  contractProofs: { query: contractProofsQuery, response: contractProofsResponse },
} satisfies EndpointSchemaTable;
