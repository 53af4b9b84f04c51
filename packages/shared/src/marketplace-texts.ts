// The marketplace's texts and token statuses, apart from its schemas (marketplace.ts): no zod, so the
// market's pages import them without the request schemas of every call.
import { marketplaceCodes } from './error-codes';

/** NFT token status as the API shows it: 0 available (MINT), anything else sold or unavailable. */
export const nftStatus = { available: 0, held: 1, sold: 2 } as const;

/** The spec's texts of the NFT marketplace (section 8, messages by code), word for word. */
export const marketplaceTexts = {
  default: 'Something went wrong. Please try again later.',
  txNotProceeded: 'Transaction did not proceed. Please try again.',
  sessionExpired: 'Session expired. Please connect your wallet again.',
  insufficient: 'Insufficient IMX Fund.',
  cancel: 'Please complete the action needed.',
  purchased: 'NFT successfully purchased',
  empty: 'No tokens in this collection',
  mintGenerated: 'Mint Generated',
  /** Ours: the spec names no text for buying a token someone else holds or bought. */
  tokenUnavailable: 'This NFT is no longer available.',
  collectionNotFound: 'This collection does not exist.',
  /** Ours: a payment the store could not use goes back to the wallet that sent it. */
  paymentRefunded:
    'Your payment could not be used for this NFT. It is refunded to the wallet that sent it, less the network fee.',
  /** Ours: a buyer may hold a few tokens with unpaid orders, not a collection's whole stock. */
  tooManyOrders:
    'You have 3 NFT orders waiting for payment. Pay for one or cancel it before ordering another.',
  /** Ours: the answer to a sender who asked for their unused payment back. */
  refundSent: 'Your payment is refunded to the wallet that sent it, less the network fee.',
} as const;

/** The console's refund texts. */
export const refundTexts = {
  noSuchRefund: 'No such refund.',
  notDue: 'This refund is not waiting to be sent: it was sent, or a send was tried (check the chain).',
  cannotSend:
    'This refund cannot be sent from here: the store holds no admin key, or the payment does not cover the network fee.',
} as const;

/** The text each marketplace code shows (spec section 8); unknown codes show the default text. */
export const marketplaceMessageOf: Record<string, string> = {
  [marketplaceCodes.default]: marketplaceTexts.default,
  [marketplaceCodes.missingKeyPair]: marketplaceTexts.default,
  [marketplaceCodes.invalidRequest]: marketplaceTexts.default,
  [marketplaceCodes.invalidOrderId]: marketplaceTexts.default,
  [marketplaceCodes.invalidTxId]: marketplaceTexts.txNotProceeded,
  [marketplaceCodes.actionNotAllowed]: marketplaceTexts.txNotProceeded,
  [marketplaceCodes.invalidSessionId]: marketplaceTexts.sessionExpired,
  [marketplaceCodes.insufficient]: marketplaceTexts.insufficient,
  [marketplaceCodes.cancel]: marketplaceTexts.cancel,
  [marketplaceCodes.tokenUnavailable]: marketplaceTexts.tokenUnavailable,
  [marketplaceCodes.invalidCollectionId]: marketplaceTexts.collectionNotFound,
  [marketplaceCodes.paymentRefunded]: marketplaceTexts.paymentRefunded,
  [marketplaceCodes.tooManyOrders]: marketplaceTexts.tooManyOrders,
};
