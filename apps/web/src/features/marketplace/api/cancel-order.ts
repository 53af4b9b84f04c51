import { marketplaceEndpoints } from '@dappx/shared/endpoints/marketplace';
import { api } from '@/lib/api-client';
import { sessionBody } from './buy-token';

/** Frees the held token. */
export const cancelOrder = (orderId: string) =>
  api(marketplaceEndpoints.cancelOrder, { body: { ...sessionBody(), order_id: orderId } });
