import { withdrawStatusResponse, type WithdrawTokenParam } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /users/{token}/withdraw/{id}/fulfill (no body): the server checks the payout on chain itself. */
export const fulfillWithdraw = (token: WithdrawTokenParam, id: string) =>
  apiRequest(`/users/${token}/withdraw/${id}/fulfill`, { method: 'POST', schema: withdrawStatusResponse });
