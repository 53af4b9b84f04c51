import { fulfillOrderResponse } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';
import { sessionBody } from './buy-token';

/** POST /v1/marketplace/fulfill-order: the server checks the payment on L2 and mints the token to the buyer. */
export const fulfillOrder = (orderId: string, txId: string) =>
  apiRequest('/v1/marketplace/fulfill-order', {
    method: 'POST',
    body: { ...sessionBody(), order_id: orderId, tx_id: txId },
    schema: fulfillOrderResponse,
  });
