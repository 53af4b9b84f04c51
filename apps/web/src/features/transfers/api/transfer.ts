import { formatAmount, type TransferDirection, type TransferToken } from '@dappx/shared';
import { transfersEndpoints } from '@dappx/shared/endpoints/transfers';
import { api } from '@/lib/api-client';

/**
 * A transfer between the user's own buckets. Each call is a money call with its own Idempotency-Key, so a
 * retried request can never move the amount twice.
 */
export const postTransfer = (token: TransferToken, direction: TransferDirection, amount: bigint) =>
  api(transfersEndpoints.transfer, { params: { token, direction }, body: { amount: formatAmount(amount) } });
