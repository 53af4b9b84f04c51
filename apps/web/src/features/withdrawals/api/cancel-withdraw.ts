import type { WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { withdrawalsEndpoints } from '@dappx/shared/endpoints/withdrawals';
import { api } from '@/lib/api-client';

/** The voucher is revoked and the amount and fees refunded. */
export const cancelWithdraw = (token: WithdrawTokenParam, id: string) =>
  api(withdrawalsEndpoints.cancelWithdraw, { params: { token, id } });
