import type { balancesEndpointSchemas } from '../balances';
import { declareEndpoints } from '../endpoint';

export const balancesEndpoints = declareEndpoints<typeof balancesEndpointSchemas>()({
  /** ACE, DAPPX or EDAO in vault or active ({ balance }); Zera main or pocket ({ zera_balance }). */
  balance: { method: 'GET', path: '/users/:token/:bucket/balance', auth: 'session' },
});
