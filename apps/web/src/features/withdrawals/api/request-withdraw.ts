import { formatAmount } from '@dappx/shared/amounts';
import type { WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { withdrawalsEndpoints } from '@dappx/shared/endpoints/withdrawals';
import { api } from '@/lib/api-client';

/**
 * Holds the amount and fees and answers the voucher signed for the Vault of the wallet's L1 network
 * (a money call, with the Idempotency-Key its confirm step keeps for retries).
 */
export const requestWithdraw = (
  token: WithdrawTokenParam,
  amount: bigint,
  chainId: number,
  idempotencyKey: string,
) =>
  api(withdrawalsEndpoints.withdraw, {
    params: { token },
    body: { amount: formatAmount(amount), chain_id: chainId },
    idempotencyKey,
  });
