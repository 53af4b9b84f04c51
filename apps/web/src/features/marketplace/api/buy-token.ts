import { marketplaceEndpoints } from '@dappx/shared/endpoints/marketplace';
import { api } from '@/lib/api-client';
import { storedSessionId } from '@/lib/session';

/** The spec sends the session in the marketplace calls' bodies. */
export const sessionBody = () => ({ session_id: storedSessionId() ?? undefined });

/** Holds the token with an order and names the price and the wallet to pay. */
export const buyToken = (assetId: string) =>
  api(marketplaceEndpoints.buyToken, { body: { ...sessionBody(), asset_id: assetId } }).then(
    (answer) => answer.data,
  );
