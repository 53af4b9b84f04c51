import { formatAmount, withdrawRequestResponse, type WithdrawTokenParam } from '@dappx/shared';
import { postMoneyCall } from '@/lib/money-call';

/** POST /users/{token}/withdraw: holds the amount and fees and answers the signed voucher (own Idempotency-Key). */
export const requestWithdraw = (token: WithdrawTokenParam, amount: bigint) =>
  postMoneyCall(`/users/${token}/withdraw`, { amount: formatAmount(amount) }, withdrawRequestResponse);
