import { withdrawLimitStatusResponse, type WithdrawTokenParam } from '@dappx/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /users/{token}/withdraw/limit-status: what may still be withdrawn today, by everyone and by the user. */
export const getWithdrawLimitStatus = (token: WithdrawTokenParam) =>
  apiRequest(`/users/${token}/withdraw/limit-status`, { schema: withdrawLimitStatusResponse });

export const useWithdrawLimitStatus = (token: WithdrawTokenParam, enabled: boolean) =>
  useQuery({
    queryKey: ['withdrawals', token, 'limit-status'],
    queryFn: () => getWithdrawLimitStatus(token),
    enabled,
  });
