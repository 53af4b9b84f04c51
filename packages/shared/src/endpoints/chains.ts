import { declareEndpoints } from '../endpoint';
import type { chainsEndpointSchemas } from '../chains';

/** Where the store's chains and contracts are (the /rpc/* JSON-RPC proxy is a plain route, not declared). */
export const chainsEndpoints = declareEndpoints<typeof chainsEndpointSchemas>()({
  /** The two chains (L1 Acent, L2 IMX) and our contracts' addresses on them. */
  chains: { method: 'GET', path: '/v1/chains', auth: 'public' },
  /** The contract definition files of the spec's wallet calls (section 7): ABI and address on L1. */
  contractJson: { method: 'GET', path: '/contract.json', auth: 'public' },
  withdrawContractJson: { method: 'GET', path: '/withdraw-contract.json', auth: 'public' },
  acentTokenJson: { method: 'GET', path: '/acentToken.json', auth: 'public' },
  dappxJson: { method: 'GET', path: '/dappx.json', auth: 'public' },
});
