import { chainsEndpoints } from '@dappx/shared/endpoints/chains';
import { api } from '@/lib/api-client';

/** The Vault's ABI and address on the wallet's L1 network (spec, section 7: /withdraw-contract.json). */
export const getWithdrawContract = (chainId: number) =>
  api(chainsEndpoints.withdrawContractJson, { query: { chainId: String(chainId) } });
