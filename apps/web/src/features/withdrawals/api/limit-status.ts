import type { WithdrawTokenParam } from '@dappx/shared/withdrawals';
import { withdrawalsEndpoints } from '@dappx/shared/endpoints/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** What may still be withdrawn today, by everyone and by the user. */
export const getWithdrawLimitStatus = (token: WithdrawTokenParam) =>
  api(withdrawalsEndpoints.withdrawLimitStatus, { params: { token } });

/** Every withdrawals query starts with this key, so one invalidation refetches them after a withdrawal. */
export const withdrawalsKey = ['withdrawals'] as const;

export const useWithdrawLimitStatus = (token: WithdrawTokenParam, enabled: boolean) =>
  useQuery({
    queryKey: [...withdrawalsKey, token, 'limit-status'],
    queryFn: () => getWithdrawLimitStatus(token),
    enabled,
  });
