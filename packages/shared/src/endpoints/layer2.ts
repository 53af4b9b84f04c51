import { declareEndpoints } from '../endpoint';
import type { layer2EndpointSchemas } from '../layer2';

/** The account's layer-2 (IMX) address and its balance there. */
export const layer2Endpoints = declareEndpoints<typeof layer2EndpointSchemas>()({
  /** Links the wallet's L2 address, proven by its signature of layer2LinkMessage. */
  linkLayer2: { method: 'POST', path: '/v1/layer2/link', auth: 'session' },
  /** The linked L2 address; 404 when none. */
  layer2Link: { method: 'GET', path: '/v1/layer2/link', auth: 'session' },
  /** The linked address's native L2 balance (the 'IMX balance'). */
  layer2Balance: { method: 'GET', path: '/v1/layer2/balance', auth: 'session' },
});
