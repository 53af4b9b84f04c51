import { declareEndpoints } from '../endpoint';
import type { pricesEndpointSchemas } from '../prices';

export const pricesEndpoints = declareEndpoints<typeof pricesEndpointSchemas>()({
  /** USD per token, for display only (wallet-area spec, section 3); no session needed. */
  getMarketPrices: { method: 'GET', path: '/users/getMarketPrices', auth: 'public' },
  /** The console's demo prices, as the admin's `price` command. */
  adminPrices: { method: 'GET', path: '/admin/api/prices', auth: 'operator', roles: ['finance'] },
  setAdminPrice: { method: 'POST', path: '/admin/api/prices/:symbol', auth: 'operator', roles: ['finance'] },
});
