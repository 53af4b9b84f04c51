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
});
