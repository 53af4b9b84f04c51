import { formatAmount, type WithdrawTokenParam } from '@dappx/shared';
import { withdrawalsEndpoints } from '@dappx/shared/endpoints/withdrawals';
import { api } from '@/lib/api-client';

/** Holds the amount and fees and answers the signed voucher (a money call: its own Idempotency-Key). */
export const requestWithdraw = (token: WithdrawTokenParam, amount: bigint) =>
  api(withdrawalsEndpoints.withdraw, { params: { token }, body: { amount: formatAmount(amount) } });
