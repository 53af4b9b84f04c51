import type { balancesEndpointSchemas } from '../balances';
import { declareEndpoints } from '../endpoint';

export const balancesEndpoints = declareEndpoints<typeof balancesEndpointSchemas>()({
  /** ACE, DAPPX or EDAO in vault or active ({ balance }); Zera main or pocket ({ zera_balance }). */
  balance: { method: 'GET', path: '/users/:token/:bucket/balance', auth: 'session' },
  /** A user's balances and ledger statement for the console (as the CLI's `statement`); finance reads it too. */
  userStatement: {
    method: 'GET',
    path: '/admin/api/users/:userId/statement',
    auth: 'operator',
    roles: ['support', 'finance'],
  },
});
