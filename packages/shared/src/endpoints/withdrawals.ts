import { declareEndpoints } from '../endpoint';
import type { withdrawalsEndpointSchemas } from '../withdrawals';

/** Withdrawals of ACE and DAPPX to the wallet (wallet-area spec, 7: Withdrawals). */
export const withdrawalsEndpoints = declareEndpoints<typeof withdrawalsEndpointSchemas>()({
  withdrawSettings: { method: 'GET', path: '/users/:token/withdraw/settings', auth: 'session' },
  withdrawLimitStatus: { method: 'GET', path: '/users/:token/withdraw/limit-status', auth: 'session' },
  withdraw: { method: 'POST', path: '/users/:token/withdraw', auth: 'money' },
  cancelWithdraw: { method: 'POST', path: '/users/:token/withdraw/:id/cancel', auth: 'session' },
  fulfillWithdraw: { method: 'POST', path: '/users/:token/withdraw/:id/fulfill', auth: 'session' },
  /** The console's money screens: finance reads and changes, every change audited. */
  adminWithdrawSettings: {
    method: 'GET',
    path: '/admin/api/withdraw-settings',
    auth: 'operator',
    roles: ['finance'],
  },
  setAdminWithdrawSettings: {
    method: 'POST',
    path: '/admin/api/withdraw-settings/:token',
    auth: 'operator',
    roles: ['finance'],
  },
  adminWithdrawals: { method: 'GET', path: '/admin/api/withdrawals', auth: 'operator', roles: ['finance'] },
  adminWithdrawal: {
    method: 'GET',
    path: '/admin/api/withdrawals/:id',
    auth: 'operator',
    roles: ['finance'],
  },
});
