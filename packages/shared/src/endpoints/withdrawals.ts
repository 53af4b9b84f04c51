import { declareEndpoints } from '../endpoint';
import type { withdrawalsEndpointSchemas } from '../withdrawals';

/** Withdrawals of ACE and DAPPX to the wallet (wallet-area spec, 7: Withdrawals). */
export const withdrawalsEndpoints = declareEndpoints<typeof withdrawalsEndpointSchemas>()({
  withdrawSettings: { method: 'GET', path: '/users/:token/withdraw/settings', auth: 'session' },
  withdrawLimitStatus: { method: 'GET', path: '/users/:token/withdraw/limit-status', auth: 'session' },
  withdraw: { method: 'POST', path: '/users/:token/withdraw', auth: 'money' },
  cancelWithdraw: { method: 'POST', path: '/users/:token/withdraw/:id/cancel', auth: 'session' },
  fulfillWithdraw: { method: 'POST', path: '/users/:token/withdraw/:id/fulfill', auth: 'session' },
});
