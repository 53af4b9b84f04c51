import { chainsEndpoints } from '@dappx/shared/endpoints/chains';
import { settingsEndpoints } from '@dappx/shared/endpoints/settings';
import { api } from '@/lib/api-client';

// The two store calls the wallet needs: whether the demo wallet is offered, and which chains to use.

export const getStoreConfig = () => api(settingsEndpoints.storeConfig);

/** The two chains and our contract addresses; 503 when the store runs without chains. */
export const getChainsInfo = () => api(chainsEndpoints.chains);
