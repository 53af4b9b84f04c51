import { contractFileResponse } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /withdraw-contract.json: the Vault's ABI and address on the configured network (spec, section 7). */
export const getWithdrawContract = () =>
  apiRequest('/withdraw-contract.json', { schema: contractFileResponse });
