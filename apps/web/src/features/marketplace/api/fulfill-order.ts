import { marketplaceEndpoints } from '@dappx/shared/endpoints/marketplace';
import { api } from '@/lib/api-client';
import { sessionBody } from './buy-token';

/** The server checks the payment on L2 and mints the token to the buyer. */
export const fulfillOrder = (orderId: string, txId: string) =>
  api(marketplaceEndpoints.fulfillOrder, { body: { ...sessionBody(), order_id: orderId, tx_id: txId } });
