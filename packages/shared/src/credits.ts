import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { formatAmount } from './amounts';
import { listPage, listSearch } from './console-lists';
import { moneySettingsGroup, moneySettingsResponse, settingsBody, type AmountBound } from './money-settings';
import { assets } from './tokens';
import { freeText } from './text';
import { publicAddress } from './users';

/** What the console's credit calls answer (en; es and pt in server-texts.ts). */
export const creditsTexts = {
  amount: 'must be a whole number of base units above 0, at most 28 digits',
  reason: 'must say why, in 1 to 200 characters',
  unknownAccount: 'No account is registered for this address.',
  unknownCredit: 'No such credit.',
  notWaiting: 'This credit is no longer waiting for approval.',
  ownCredit: 'A second operator must decide on this credit: whoever asked for it cannot.',
  limitsOrder:
    'approval_threshold must be at most per_credit_cap, and per_credit_cap more than 0 and at most per_day_cap.',
} as const;

/** `A credit may be at most <cap> <token> (the per-credit cap).` (translated by pattern). */
export const perCreditCapText = (cap: bigint, token: string) =>
  `A credit may be at most ${formatAmount(cap)} ${token} (the per-credit cap).`;
/** `Credits of <token> may total at most <cap> in 24 hours (the per-day cap); <left> is left.` */
export const perDayCapText = (cap: bigint, left: bigint, token: string) =>
  `Credits of ${token} may total at most ${formatAmount(cap)} ${token} in 24 hours (the per-day cap); ${formatAmount(left)} ${token} is left.`;

/**
 * The largest amount any credit or credit limit may name: 10^28 base units, ten billion tokens of 18
 * decimals. Far above every cap a store sets, far below NUMERIC(78)'s end: a longer number is a typo or
 * an attack and is refused by the schema before any cap is read.
 */
export const creditAmountPattern = /^[1-9]\d{0,27}$/;

/**
 * An airdrop (the admin command's `credit`): tokens from the store's airdrop account to a user, one
 * ledger entry with its reason. Sent with an Idempotency-Key, a repeated request credits once.
 */
export const createCreditBody = z.strictObject({
  address: publicAddress,
  token: z.enum(assets as [string, ...string[]]),
  amount: z.string().regex(creditAmountPattern, creditsTexts.amount),
  reason: freeText({ trim: true }).min(1, creditsTexts.reason).max(200, creditsTexts.reason),
});
export type CreateCreditBody = z.input<typeof createCreditBody>;

/**
 * Where a credit stands: `posted` (in the user's balance: at once, or when a second operator approved
 * it), `pending` (above the approval threshold, nothing posted yet) or `rejected` (never posted).
 */
export const creditStatuses = ['posted', 'pending', 'rejected'] as const;
export type CreditStatus = (typeof creditStatuses)[number];

export const creditResponse = z.object({
  /** The credit's id (the one a second operator approves or rejects). */
  id: z.string(),
  status: z.enum(creditStatuses),
  /** The ledger entry, once posted. */
  entry_id: z.string().nullable(),
  address: z.string(),
  token: z.string(),
  amount: z.string(),
  reason: z.string(),
  /** The user's balance of the token (where credits land) after the credit, in base units; null until posted. */
  balance: z.string().nullable(),
});
export type CreditResponse = z.infer<typeof creditResponse>;

/** A credit as the console lists it: who asked for it, who decided, and when. */
export const creditRecord = creditResponse.omit({ balance: true }).extend({
  requested_by: z.string(),
  requested_at: z.iso.datetime(),
  decided_by: z.string().nullable(),
  decided_at: z.iso.datetime().nullable(),
});
export type CreditRecord = z.infer<typeof creditRecord>;

/** The console's credits, newest first: by status, by text of the address or the reason, a page at a time. */
export const listCreditsQuery = z.strictObject({
  status: z.enum(creditStatuses).optional(),
  q: listSearch,
  ...listPage,
});
export type ListCreditsQuery = z.output<typeof listCreditsQuery>;
export const listCreditsResponse = z.object({ credits: z.array(creditRecord), total: z.number().int() });
export const creditParams = z.strictObject({ id: z.uuid(creditsTexts.unknownCredit) });

/**
 * A token's credit limits (owner only), in base units: the most one credit may be, the most credits
 * may total in 24 hours (posted and waiting alike), and the amount above which a second operator must
 * approve a credit.
 */
export const creditLimitKinds = {
  per_credit_cap: 'amount',
  per_day_cap: 'amount',
  approval_threshold: 'amount',
} as const;
export const creditLimitsParams = z.strictObject({ token: z.enum(assets as [string, ...string[]]) });
const creditLimitBound: AmountBound = {
  max: 10n ** 28n - 1n,
  text: 'must be less than 10000000000000000000000000000 base units (10 billion tokens)',
};
export const creditLimitsBody = settingsBody(creditLimitKinds, {
  per_credit_cap: creditLimitBound,
  per_day_cap: creditLimitBound,
  approval_threshold: creditLimitBound,
});

/** The schemas of the credits endpoints (declared in endpoints/credits.ts). */
export const creditsEndpointSchemas = {
  createCredit: { body: createCreditBody, response: creditResponse },
  listCredits: { query: listCreditsQuery, response: listCreditsResponse },
  approveCredit: { params: creditParams, response: creditResponse },
  rejectCredit: { params: creditParams, response: creditResponse },
  creditLimits: { response: moneySettingsResponse },
  setCreditLimits: { params: creditLimitsParams, body: creditLimitsBody, response: moneySettingsGroup },
} satisfies EndpointSchemaTable;
