import { transferResponse, formatAmount, type TransferDirection, type TransferToken } from '@dappx/shared';
import { postMoneyCall } from '@/lib/money-call';

/**
 * POST /users/{token}/transfer/{direction}. The Idempotency-Key is made once per confirmed transfer, so a
 * retried request can never move the amount twice.
 */
export const postTransfer = (token: TransferToken, direction: TransferDirection, amount: bigint) =>
  postMoneyCall(`/users/${token}/transfer/${direction}`, { amount: formatAmount(amount) }, transferResponse);
