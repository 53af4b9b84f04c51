import { formatAmount } from '@dappx/shared/amounts';
import type { TransferDirection, TransferToken } from '@dappx/shared/transfers';
import { transfersEndpoints } from '@dappx/shared/endpoints/transfers';
import { api } from '@/lib/api-client';

/**
 * A transfer between the user's own buckets: a money call with the Idempotency-Key its confirm step keeps,
 * so a retry after a lost answer can never move the amount twice.
 */
export const postTransfer = (
  transfer: { token: TransferToken; direction: TransferDirection; amount: bigint },
  idempotencyKey: string,
) =>
  api(transfersEndpoints.transfer, {
    params: { token: transfer.token, direction: transfer.direction },
    body: { amount: formatAmount(transfer.amount) },
    idempotencyKey,
  });
