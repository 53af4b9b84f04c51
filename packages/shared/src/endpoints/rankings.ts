import { declareEndpoints } from '../endpoint';
import type { rankingsEndpointSchemas } from '../rankings';

/** The apps ranked by what the store's own indexer measured on the chains: the same for everyone. */
export const rankingsEndpoints = declareEndpoints<typeof rankingsEndpointSchemas>()({
  /** One page of the apps ranked by a figure over a window, on a chain and in a category. */
  rankings: { method: 'GET', path: '/v1/rankings', auth: 'public' },
  /** One app's figures per window and chain, its contracts, and the indexed block per chain. */
  rankingsApp: { method: 'GET', path: '/v1/rankings/:slug', auth: 'public' },
  /** The transactions and transfers behind an app's figures over a window: they add up to them. */
  rankingsTrace: { method: 'GET', path: '/v1/rankings/:slug/transactions', auth: 'public' },
});
