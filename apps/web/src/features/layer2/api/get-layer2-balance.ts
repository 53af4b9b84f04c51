import { layer2BalanceResponse, type Layer2Balance } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

/** GET /v1/layer2/balance: the linked address's IMX balance (ETH, exact decimal). */
export const getLayer2Balance = (): Promise<Layer2Balance> =>
  apiRequest('/v1/layer2/balance', { schema: layer2BalanceResponse });
