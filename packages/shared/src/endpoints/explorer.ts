import { declareEndpoints } from '../endpoint';
import type { explorerEndpointSchemas } from '../explorer';

/** Our minimal block explorer of the demo chains: one transaction with its receipt and decoded logs. */
export const explorerEndpoints = declareEndpoints<typeof explorerEndpointSchemas>()({
  explorerTransaction: { method: 'GET', path: '/v1/explorer/:chainId/tx/:hash', auth: 'public' },
});
