import { z } from 'zod';
import { contractProofRoles, contractProofSlug } from './contract-proofs';
import type { EndpointSchemaTable } from './endpoint';

/**
 * Who may review, and how a review is signed. A wallet reviews an app only when the indexer counted it
 * among the app's users within `eligibleDays`; a signature older than `signatureMaxAgeMinutes` (or dated
 * ahead by as much) is refused, so a signature seen once cannot be sent again later.
 */
export const reviewRules = {
  eligibleDays: 90,
  signatureMaxAgeMinutes: 10,
  minTextLength: 10,
  maxTextLength: 2000,
  maxReplyLength: 2000,
  /** The summary's recent window. */
  recentDays: 30,
} as const;

export const reviewLanguages = ['en', 'es', 'pt'] as const;
export const reviewReportReasons = ['spam', 'offensive', 'off-topic', 'other'] as const;

/**
 * The summary's labels, in the manner of Steam: from the share of 4-5 star reviews among counted ones,
 * with a minimum count for each. Checked in order; the first that holds names the summary. Below
 * `minReviews` counted reviews there is no label, only the count.
 */
export const reviewSummaryRules = {
  minReviews: 10,
  labels: [
    { label: 'overwhelmingly-positive', minShare: 95, minCount: 500 },
    { label: 'very-positive', minShare: 80, minCount: 50 },
    { label: 'positive', minShare: 80, minCount: 10 },
    { label: 'mostly-positive', minShare: 70, minCount: 10 },
    { label: 'mixed', minShare: 40, minCount: 10 },
    { label: 'mostly-negative', minShare: 20, minCount: 10 },
    { label: 'overwhelmingly-negative', minShare: 0, minCount: 500 },
    { label: 'very-negative', minShare: 0, minCount: 50 },
    { label: 'negative', minShare: 0, minCount: 10 },
  ],
} as const;
export type ReviewSummaryLabel = (typeof reviewSummaryRules.labels)[number]['label'];

/** The summary's label for `positive` 4-5 star reviews out of `total` counted ones, or null below the minimum. */
export function reviewSummaryLabel(positive: number, total: number): ReviewSummaryLabel | null {
  if (total < reviewSummaryRules.minReviews) return null;
  const share = (positive * 100) / total;
  const rule = reviewSummaryRules.labels.find((each) => share >= each.minShare && total >= each.minCount);
  return rule?.label ?? null;
}

export const reviewTexts = {
  notUser: `Only wallets that used this app in the last ${reviewRules.eligibleDays} days can review it, and the indexer counted no transaction from this wallet to its contracts in that time.`,
  notSigner: 'The signature is not from this wallet, or it does not match this review.',
  notYourWallet: 'Sign the review with the wallet you are signed in with.',
  signatureExpired: `The signature is more than ${reviewRules.signatureMaxAgeMinutes} minutes away from now: sign the review again.`,
  replayed: 'This review was already saved with this or a newer signature: sign your edit again.',
  textLength: `Write ${reviewRules.minTextLength} to ${reviewRules.maxTextLength} characters.`,
  replyLength: `Write 1 to ${reviewRules.maxReplyLength} characters.`,
  noSuchReview: 'There is no such review.',
  notTeam:
    'Only the deployer, owner or admin of a contract this app proved can reply for its team, and this signature is from neither.',
  alreadyReported: 'You already reported this review; the moderators will look at it.',
  ownReview: 'You cannot report your own review.',
  reasonNeeded:
    'Say why, in 3 to 500 characters: the review’s author is told, and the reason is kept in the audit log.',
  notHidden: 'This review is not hidden.',
  alreadyHidden: 'This review is already hidden.',
} as const;

const signature = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130}$/, 'must be a wallet signature (0x and 130 hex digits)');
const signedAt = z.iso.datetime({ offset: false, message: 'must be an ISO time in UTC (…Z)' });

/** What a review's hash covers, one field per line: hashed with keccak256 over its UTF-8 bytes. */
export function reviewDigestInput(review: { rating: number; language: string; text: string }): string {
  return [`Rating: ${review.rating}`, `Language: ${review.language}`, review.text].join('\n');
}

/**
 * The EIP-191 message a wallet signs for its review: the store, the app, the wallet, the review's hash
 * (keccak256 of `reviewDigestInput`) and when it was signed, so a signature holds for this review of this
 * app at this time only.
 */
export function reviewMessage(review: { app: string; wallet: string; hash: string; signedAt: string }) {
  return [
    'DAPPX review',
    `App: ${review.app}`,
    `Wallet: ${review.wallet.toLowerCase()}`,
    `Review hash: ${review.hash}`,
    `Signed at: ${review.signedAt}`,
  ].join('\n');
}

/** The EIP-191 message a team signs to reply to a review, over the hash (keccak256) of its text. */
export function reviewReplyMessage(reply: { app: string; reviewId: number; hash: string; signedAt: string }) {
  return [
    'DAPPX team reply',
    `App: ${reply.app}`,
    `Review: ${reply.reviewId}`,
    `Reply hash: ${reply.hash}`,
    `Signed at: ${reply.signedAt}`,
  ].join('\n');
}

/** POST /v1/reviews: writes the signed-in wallet's review of an app, or replaces it (an edit, signed again). */
export const reviewBody = z.strictObject({
  app: contractProofSlug,
  /**
   * The wallet the message names (the signed-in one when left out): with it, a review signed by another
   * wallet than the session's is told so (`notYourWallet`), not merely that the signature does not match.
   */
  wallet: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a wallet address (0x and 40 hex digits)')
    .optional(),
  rating: z.number().int().min(1).max(5),
  language: z.enum(reviewLanguages),
  text: z
    .string()
    .trim()
    .min(reviewRules.minTextLength, reviewTexts.textLength)
    .max(reviewRules.maxTextLength, reviewTexts.textLength),
  signed_at: signedAt,
  signature,
});
export type ReviewBody = z.infer<typeof reviewBody>;

/** A team's reply: signed by a proven contract's deployer, owner or admin, and marked as the team's. */
export const reviewReply = z.object({
  text: z.string(),
  signer: z.string(),
  role: z.enum(contractProofRoles),
  signed_at: z.string(),
  message: z.string(),
  signature: z.string(),
});

/** How the author used the app, as the indexer counted it: "used 12 times since March". */
export const reviewAuthorUse = z.object({ transactions: z.number().int(), since: z.string().nullable() });

/**
 * A review as anyone may read it, with its message and signature so anyone can check it. `counted` is
 * false for a wallet the cleaning rules flag (its review is shown but left out of the summary).
 */
export const review = z.object({
  id: z.number().int(),
  app: z.string(),
  wallet: z.string(),
  rating: z.number().int(),
  language: z.enum(reviewLanguages),
  text: z.string(),
  signed_at: z.string(),
  message: z.string(),
  signature: z.string(),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  use: reviewAuthorUse,
  counted: z.boolean(),
  /** Shown only to its author (and the console): why moderators hid it. */
  hidden: z.object({ reason: z.string(), at: z.string() }).nullable(),
  reply: reviewReply.nullable(),
});
export type Review = z.infer<typeof review>;

export const reviewSummary = z.object({
  label: z
    .enum(
      reviewSummaryRules.labels.map((each) => each.label) as [ReviewSummaryLabel, ...ReviewSummaryLabel[]],
    )
    .nullable(),
  positive: z.number().int(),
  total: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummary>;

export const reviewsQuery = z.strictObject({
  app: contractProofSlug,
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/**
 * GET /v1/reviews?app=: the visible reviews newest first, the summaries overall and for the recent
 * window, and, for a signed-in wallet, its own review (hidden ones too, with the moderators' reason).
 */
export const reviewsResponse = z.object({
  overall: reviewSummary,
  recent: reviewSummary,
  reviews: z.array(review),
  total: z.number().int(),
  mine: review.nullable(),
});
export type ReviewsResponse = z.infer<typeof reviewsResponse>;

export const reviewEligibilityQuery = z.strictObject({ app: contractProofSlug });
/** GET /v1/reviews/eligibility?app=: whether the signed-in wallet may review the app, and why not. */
export const reviewEligibility = z.object({
  eligible: z.boolean(),
  reason: z.string().nullable(),
  use: reviewAuthorUse,
});

export const reviewReplyBody = z.strictObject({
  review_id: z.number().int().positive(),
  text: z
    .string()
    .trim()
    .min(1, reviewTexts.replyLength)
    .max(reviewRules.maxReplyLength, reviewTexts.replyLength),
  signed_at: signedAt,
  signature,
});

export const reviewReportBody = z.strictObject({
  review_id: z.number().int().positive(),
  reason: z.enum(reviewReportReasons),
  note: z.string().trim().max(500).optional(),
});

/** A review waiting in the console's queue, with its open reports. */
export const reviewReportItem = z.object({
  review,
  reports: z.array(
    z.object({ reason: z.enum(reviewReportReasons), note: z.string().nullable(), at: z.string() }),
  ),
});
export const reviewReportsQuery = z.strictObject({
  status: z.enum(['open', 'hidden']).default('open'),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const reviewReportsResponse = z.object({ items: z.array(reviewReportItem), total: z.number().int() });

/** The console: hides a review, shows it again, or dismisses its reports, each with a reason (audited). */
export const reviewModerationBody = z.strictObject({
  review_id: z.number().int().positive(),
  reason: z.string().trim().min(3, reviewTexts.reasonNeeded).max(500, reviewTexts.reasonNeeded),
});

/** The schemas of the reviews endpoints (declared in endpoints/reviews.ts). */
export const reviewsEndpointSchemas = {
  reviews: { query: reviewsQuery, response: reviewsResponse },
  reviewEligibility: { query: reviewEligibilityQuery, response: reviewEligibility },
  reviewSubmit: { body: reviewBody, response: review },
  reviewReplySubmit: { body: reviewReplyBody, response: review },
  reviewReport: { body: reviewReportBody, response: z.object({ reported: z.literal(true) }) },
  adminReviewReports: { query: reviewReportsQuery, response: reviewReportsResponse },
  adminReviewHide: { body: reviewModerationBody, response: review },
  adminReviewRestore: { body: reviewModerationBody, response: review },
  adminReviewDismiss: { body: reviewModerationBody, response: review },
} satisfies EndpointSchemaTable;
