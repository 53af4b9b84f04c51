import type { contractSafetyEndpointSchemas } from '../contract-safety';
import { declareEndpoints } from '../endpoint';

/** What the chain says about each contract an app lists, read by a background job; anyone may read it. */
export const contractSafetyEndpoints = declareEndpoints<typeof contractSafetyEndpointSchemas>()({
  contractSafety: { method: 'GET', path: '/v1/contract-safety', auth: 'public' },
});
