import type { WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { withdrawalsEndpoints } from '@dappx/shared/endpoints/withdrawals';
import { api } from '@/lib/api-client';

/** The server checks the payout on chain itself. */
export const fulfillWithdraw = (token: WithdrawTokenParam, id: string) =>
  api(withdrawalsEndpoints.fulfillWithdraw, { params: { token, id } });
