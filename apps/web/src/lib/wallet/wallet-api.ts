import { chainsResponse, storeConfigResponse } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';

// The two store calls the wallet needs: whether the demo wallet is offered, and which chains to use.

export const getStoreConfig = () =>
  apiRequest('/settings/storeConfig', { schema: storeConfigResponse, host: 'settings' });

/** The two chains and our contract addresses; 503 when the store runs without chains. */
export const getChainsInfo = () => apiRequest('/v1/chains', { schema: chainsResponse });
