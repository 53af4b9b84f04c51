import { buyTokenResponse } from '@dappx/shared';
import { apiRequest } from '@/lib/api-client';
import { storedSessionId } from '@/lib/session';

/** The spec sends the session in the marketplace calls' bodies. */
export const sessionBody = () => ({ session_id: storedSessionId() ?? undefined });

/** POST /v1/marketplace/buy-token: holds the token with an order and names the price and the wallet to pay. */
export const buyToken = (assetId: string) =>
  apiRequest('/v1/marketplace/buy-token', {
    method: 'POST',
    body: { ...sessionBody(), asset_id: assetId },
    schema: buyTokenResponse,
  }).then((answer) => answer.data);
