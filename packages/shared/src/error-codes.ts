// Plain constants, no zod: the web client's first load imports this module directly.

/** The NFT marketplace's codes, as the spec names them (wallet-area section 8), plus two of ours. */
export const marketplaceCodes = {
  default: 'default',
  missingKeyPair: 'missing-key-pair',
  invalidRequest: 'invalid-request',
  invalidOrderId: 'invalid-order-id',
  invalidTxId: 'invalid-tx-id',
  actionNotAllowed: 'action-not-allowed',
  invalidSessionId: 'invalid-session-id',
  insufficient: 'insufficient',
  cancel: 'cancel',
  invalidCollectionId: 'invalid-collection-id',
  tokenUnavailable: 'token-unavailable',
  paymentRefunded: 'payment-refunded',
  tooManyOrders: 'too-many-orders',
} as const;

/** Machine-readable error codes shared by the server and the web client. */
export const errorCodes = {
  validation: 'VALIDATION',
  /** A request that is not valid HTTP (Node's parser refused it) or that no route can read. */
  badRequest: 'BAD_REQUEST',
  uriTooLong: 'URI_TOO_LONG',
  headersTooLarge: 'HEADERS_TOO_LARGE',
  requestTimeout: 'REQUEST_TIMEOUT',
  malformedJson: 'MALFORMED_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  notFound: 'NOT_FOUND',
  maintenance: 'MAINTENANCE',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  invalidToken: 'INVALID_TOKEN',
  unavailable: 'UNAVAILABLE',
  rateLimited: 'RATE_LIMITED',
  internal: 'INTERNAL',
  unauthorized: 'UNAUTHORIZED',
  sessionExpired: 'SESSION_EXPIRED',
  blocked: 'BLOCKED',
  /** An operator whose role does not allow the console call. */
  forbidden: 'FORBIDDEN',
  notVerified: 'NOT_VERIFIED',
  conflict: 'CONFLICT',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  idempotencyMismatch: 'IDEMPOTENCY_KEY_REUSED',
  /** A contract proof whose signer is not the contract's deployer, owner or admin. */
  proofRefused: 'PROOF_REFUSED',
  ...marketplaceCodes,
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];
