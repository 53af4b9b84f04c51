import { transferResponse, formatAmount, type TransferDirection, type TransferToken } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

/**
 * POST /users/{token}/transfer/{direction}. The Idempotency-Key is made once per confirmed transfer, so a
 * retried request can never move the amount twice.
 */
export const postTransfer = (token: TransferToken, direction: TransferDirection, amount: bigint) =>
  apiRequest(`/users/${token}/transfer/${direction}`, {
    method: 'POST',
    body: { amount: formatAmount(amount) },
    headers: { 'idempotency-key': newIdempotencyKey() },
    schema: transferResponse,
  });
