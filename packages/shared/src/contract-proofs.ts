import { z } from 'zod';
import { listSearch } from './console-lists';
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
  reasonNeeded:
    'Say why, in 3 to 500 characters: the reason is shown with the contract and kept in the audit log.',
  notAdded: 'No editor added this contract.',
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

/** An editor's word that a contract counts without its team's proof: when, and why (the audit log says who). */
export const editorAddition = z.object({ added_at: z.string(), reason: z.string() });

/** A contract an app lists on a served chain, with its team's proof if any and an editor's addition if any. */
export const contractListing = z.object({
  app: z.string(),
  chain_id: z.number().int(),
  address: z.string(),
  proof: contractProof.nullable(),
  added_by_editor: editorAddition.nullable(),
});
export type ContractListing = z.infer<typeof contractListing>;

/** GET /v1/contract-proofs?app=: each contract the app lists on a served chain, with its proof if any. */
export const contractProofsResponse = z.object({ contracts: z.array(contractListing) });
export type ContractProofsResponse = z.infer<typeof contractProofsResponse>;

/** The console's listed contracts: every app's, or one app's, by part of the address, a page at a time. */
export const contractListingsQuery = z.strictObject({
  app: contractProofSlug.optional(),
  q: listSearch,
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const contractListingsResponse = z.object({ contracts: z.array(contractListing), total: z.number() });

/** The console: an editor counts a contract without its team's proof, or stops counting it, and says why. */
export const editorAdditionBody = z.strictObject({
  app: contractProofSlug,
  chain_id: z.number().int().positive(),
  address: publicAddress,
  reason: z.string().trim().min(3, contractProofTexts.reasonNeeded).max(500, contractProofTexts.reasonNeeded),
});
export type EditorAdditionBody = z.infer<typeof editorAdditionBody>;

/** The schemas of the contract proof endpoints (declared in endpoints/contract-proofs.ts). */
export const contractProofsEndpointSchemas = {
  contractProofSubmit: { body: contractProofBody, response: contractProof },
  contractProofs: { query: contractProofsQuery, response: contractProofsResponse },
  adminContractListings: { query: contractListingsQuery, response: contractListingsResponse },
  adminContractProof: { body: contractProofBody, response: contractProof },
  adminEditorAdd: { body: editorAdditionBody, response: contractListing },
  adminEditorRemove: { body: editorAdditionBody, response: contractListing },
} satisfies EndpointSchemaTable;
