import { marketplaceMessageOf, type marketplaceCodes } from '@dappx/shared';
import { AppError } from '../../lib/app-error';

type MarketplaceCode = (typeof marketplaceCodes)[keyof typeof marketplaceCodes];

const statusOf: Record<MarketplaceCode, number> = {
  default: 502,
  'missing-key-pair': 503,
  'invalid-request': 400,
  'invalid-order-id': 404,
  'invalid-tx-id': 409,
  'action-not-allowed': 409,
  'invalid-session-id': 401,
  insufficient: 400,
  cancel: 200,
  'invalid-collection-id': 404,
  'token-unavailable': 409,
  'payment-refunded': 409,
  'too-many-orders': 409,
};

/** A marketplace error: the spec's code with the spec's text for it (section 8). */
export const marketplaceError = (code: MarketplaceCode, options?: { cause?: unknown }) =>
  new AppError(statusOf[code], code, marketplaceMessageOf[code]!, options);
