import { declareEndpoints } from '../endpoint';
import type { pricesEndpointSchemas } from '../prices';

export const pricesEndpoints = declareEndpoints<typeof pricesEndpointSchemas>()({
  /** USD per token, for display only (wallet-area spec, section 3); no session needed. */
  getMarketPrices: { method: 'GET', path: '/users/getMarketPrices', auth: 'public' },
});
