import { declareEndpoints } from '../endpoint';
import type { transfersEndpointSchemas } from '../transfers';

export const transfersEndpoints = declareEndpoints<typeof transfersEndpointSchemas>()({
  /** Between a user's own buckets: ACE/DAPPX vault <-> active, Zera main <-> pocket (wallet-area spec, 7). */
  transfer: { method: 'POST', path: '/users/:token/transfer/:direction', auth: 'money' },
});
