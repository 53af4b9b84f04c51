import { withdrawSettingsResponse, type WithdrawTokenParam } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /users/{token}/withdraw/settings: read fresh each time a withdrawal opens or is about to be signed. */
export const getWithdrawSettings = (token: WithdrawTokenParam) =>
  apiRequest(`/users/${token}/withdraw/settings`, { schema: withdrawSettingsResponse });
