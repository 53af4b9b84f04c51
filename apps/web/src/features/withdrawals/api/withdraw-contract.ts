import { chainsEndpoints } from '@dappx/shared/endpoints/chains';
import { api } from '@/lib/api-client';

/** The Vault's ABI and address on the configured network (spec, section 7: /withdraw-contract.json). */
export const getWithdrawContract = () => api(chainsEndpoints.withdrawContractJson);
