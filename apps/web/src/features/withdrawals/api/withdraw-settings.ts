import type { WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { withdrawalsEndpoints } from '@dappx/shared/endpoints/withdrawals';
import { api } from '@/lib/api-client';

/** Read fresh each time a withdrawal opens or is about to be signed. */
export const getWithdrawSettings = (token: WithdrawTokenParam) =>
  api(withdrawalsEndpoints.withdrawSettings, { params: { token } });
