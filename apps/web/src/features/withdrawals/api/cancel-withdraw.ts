import { withdrawStatusResponse, type WithdrawTokenParam } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

/** POST /users/{token}/withdraw/{id}/cancel (no body): the voucher is revoked and the amount and fees refunded. */
export const cancelWithdraw = (token: WithdrawTokenParam, id: string) =>
  apiRequest(`/users/${token}/withdraw/${id}/cancel`, { method: 'POST', schema: withdrawStatusResponse });
