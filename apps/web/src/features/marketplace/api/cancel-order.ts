import { cancelOrderResponse } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';
import { sessionBody } from './buy-token';

/** POST /v1/marketplace/cancel-order: frees the held token. */
export const cancelOrder = (orderId: string) =>
  apiRequest('/v1/marketplace/cancel-order', {
    method: 'POST',
    body: { ...sessionBody(), order_id: orderId },
    schema: cancelOrderResponse,
  });
