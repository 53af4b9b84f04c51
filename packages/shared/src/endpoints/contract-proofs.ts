import type { contractProofsEndpointSchemas } from '../contract-proofs';
import { declareEndpoints } from '../endpoint';

/**
 * A dapp team's proof that it controls a contract it lists: a signature from the contract's deployer,
 * owner or admin, checked against the chain. Anyone may send one (the signature is the authority) and
 * anyone may read them, with the signature, to check it again.
 */
export const contractProofsEndpoints = declareEndpoints<typeof contractProofsEndpointSchemas>()({
  contractProofSubmit: { method: 'POST', path: '/v1/contract-proofs', auth: 'public' },
  contractProofs: { method: 'GET', path: '/v1/contract-proofs', auth: 'public' },
  /** The console: every listed contract with its proof and any editor's addition (editors). */
  adminContractListings: {
    method: 'GET',
    path: '/admin/api/contracts',
    auth: 'operator',
    roles: ['editor'],
  },
  /** The console: a team's signature, sent on its behalf by an editor and checked like any (audited). */
  adminContractProof: {
    method: 'POST',
    path: '/admin/api/contracts/proofs',
    auth: 'operator',
    roles: ['editor'],
  },
  /** The console: counts a contract without its team's proof, with the editor's reason (audited). */
  adminEditorAdd: {
    method: 'POST',
    path: '/admin/api/contracts/editor-additions',
    auth: 'operator',
    roles: ['editor'],
  },
  /** The console: takes an editor's addition back, with the reason (audited). */
  adminEditorRemove: {
    method: 'POST',
    path: '/admin/api/contracts/editor-additions/remove',
    auth: 'operator',
    roles: ['editor'],
  },
});
