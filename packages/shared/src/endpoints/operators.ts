import { declareEndpoints } from '../endpoint';
import type { operatorsEndpointSchemas } from '../operators';

/** The operator console's sign-in and the owner's management of operators. */
export const operatorsEndpoints = declareEndpoints<typeof operatorsEndpointSchemas>()({
  /** The one-time number an operator's wallet signs to open a console session. */
  operatorNonce: { method: 'GET', path: '/admin/api/auth/nonce', auth: 'public' },
  /** Opens a console session (short-lived, apart from user sessions). */
  operatorSignIn: { method: 'POST', path: '/admin/api/auth/sign-in', auth: 'public' },
  /** Ends this console session. */
  operatorSignOut: {
    method: 'POST',
    path: '/admin/api/auth/sign-out',
    auth: 'operator',
    roles: ['editor', 'support', 'finance'],
  },
  /** The signed-in operator. */
  operatorMe: {
    method: 'GET',
    path: '/admin/api/auth/me',
    auth: 'operator',
    roles: ['editor', 'support', 'finance'],
  },
  listOperators: { method: 'GET', path: '/admin/api/operators', auth: 'operator', roles: [] },
  addOperator: { method: 'POST', path: '/admin/api/operators', auth: 'operator', roles: [] },
  /** Disables (or enables again) an operator; a disabled operator's sessions end at once. */
  setOperatorDisabled: {
    method: 'POST',
    path: '/admin/api/operators/:address/disabled',
    auth: 'operator',
    roles: [],
  },
});
