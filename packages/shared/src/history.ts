import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString } from './amount-schemas';
import { activityKinds, activityTokens } from './activity';
import { assets, tokenSlugs } from './tokens';
import { userBuckets } from './buckets';

/** GET /users/{token}/transactionsHistory?limit&offset: tokens coming in from outside the store and going out. */
export const transactionsHistoryParams = z.strictObject({ token: z.enum(tokenSlugs('history')) });
export const transactionsHistoryQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(10),
  offset: z.coerce.number().int().min(0).default(0),
});
export const transactionHistoryItem = z.object({
  type: z.enum(['deposit', 'withdraw']),
  date: z.iso.datetime(),
  amount: decimalString,
  /** The transaction number: the chain transaction's hash, or the store's own reference for a credit. */
  tn: z.string(),
  /** 'pending' while a deposit waits for confirmations on chain. */
  status: z.enum(['pending', 'completed']).optional(),
});
export type TransactionHistoryItem = z.infer<typeof transactionHistoryItem>;
export const transactionsHistoryResponse = z.object({
  txs: z.array(transactionHistoryItem),
  total_rows: z.number().int(),
});

/** GET /users/getTransactions: the signed-in user's latest ledger entries, every token and bucket. */
export const ledgerTransaction = z.object({
  _id: z.string(),
  kind: z.string(),
  memo: z.string(),
  date: z.iso.datetime(),
  postings: z.array(z.object({ token: z.string(), bucket: z.string(), amount: decimalString })),
});
export const getTransactionsResponse = z.object({ transactions: z.array(ledgerTransaction) });

/** Where a movement lands: one of the user's store balances, or (an NFT payment on L2) the wallet itself. */
export const activityBuckets = [...userBuckets, 'wallet'] as const;
export type ActivityBucket = (typeof activityBuckets)[number];

/**
 * Which way a row moved the user's money: into the store's balances (a deposit, a reward, a refund), out
 * of them (a withdrawal, a fee, an NFT payment), or between the user's own balances (a transfer, a stake).
 */
export const activityDirections = ['in', 'out', 'within'] as const;
export type ActivityDirection = (typeof activityDirections)[number];

/** Where a withdrawal stands: on its way, paid out on chain, or cancelled / expired and refunded. */
export const withdrawalStates = ['pending', 'paid', 'cancelled', 'expired'] as const;
export type WithdrawalState = (typeof withdrawalStates)[number];

/**
 * A row's place in the list: a ledger entry (E + its id in 19 digits + one digit, the token's place in a
 * multi-token entry), a day's rewards on one balance (D + yyyymmdd + the account's id in 19 digits + one
 * digit), an NFT payment (P + uuid) or its refund (R + uuid).
 */
const activityId = z.string().regex(/^(E\d{20}|D\d{28}|[PR][0-9a-f-]{36})$/);

/** Where the next page starts: the last row's time (microseconds since 1970) and id, as `time.id`. */
const notACursor = 'Not a cursor this list gave out.';
// An entry row's id is its entry's id (a PostgreSQL bigint, 19 digits at most) and one digit more; a
// rewards row's holds an account id the same way. Zod runs this check even on a cursor the pattern
// refused: it reads only the digits it finds.
const idFits = (cursor: string) => {
  const id = /\.(?:E|D\d{8})(\d{19})\d$/.exec(cursor)?.[1];
  return id === undefined || BigInt(id) < 2n ** 63n;
};
export const activityCursor = z
  .string()
  .regex(/^\d{1,17}\.(E\d{20}|D\d{28}|[PR][0-9a-f-]{36})$/, notACursor)
  .refine(idFits, notACursor);

/** GET /users/activity?token&kind&limit&cursor: what the user did, newest first. */
export const activityQuery = z.strictObject({
  token: z.enum(activityTokens).optional(),
  kind: z.enum(activityKinds).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(10),
  cursor: activityCursor.optional(),
});

const baseUnits = z.string().regex(/^\d+$/);

/** A fee a row paid (positive), or got back with a refund (negative), in base units of its token. */
export const activityFee = z.object({
  token: z.enum(activityTokens),
  amount: z.string().regex(/^-?\d+$/),
});
export type ActivityFee = z.infer<typeof activityFee>;

export const activityItem = z.object({
  id: activityId,
  /** When it happened; for a day's rewards, the latest of them. */
  date: z.iso.datetime(),
  token: z.enum(activityTokens),
  kind: z.enum(activityKinds),
  direction: z.enum(activityDirections),
  /**
   * Base units moved, fees apart: what came in, went out, or (within) went from one of the user's
   * balances to another. The row's effect on what the user holds in the token is +amount (in), -amount
   * (out) or nothing (within), less its fees.
   */
  amount: baseUnits,
  /** The balance it left (none when it came from outside the store). */
  from: z.enum(activityBuckets).nullable(),
  /** The balance it reached (none when it left the store). */
  to: z.enum(activityBuckets).nullable(),
  fees: z.array(activityFee),
  /** A withdrawal's state; null for every other row. */
  state: z.enum(withdrawalStates).nullable(),
  /** The chain transaction of the movement, where one moved the tokens (a paid withdrawal's payout). */
  tx_hash: z.string().nullable(),
  /** How many rewards a day's rewards row sums; 1 for every other row. */
  count: z.number().int().min(1),
});
export type ActivityItem = z.infer<typeof activityItem>;
/** A deposit seen on chain but not yet confirmed: no movement of the balance yet, so apart from the rows. */
export const pendingDeposit = z.object({
  date: z.iso.datetime(),
  token: z.enum(activityTokens),
  amount: z.string().regex(/^\d+$/),
  tx_hash: z.string(),
});
export type PendingDeposit = z.infer<typeof pendingDeposit>;
export const activityResponse = z.object({
  items: z.array(activityItem),
  /** On the first page (no cursor), the deposits of the filter's tokens still waiting for confirmations. */
  pending: z.array(pendingDeposit),
  /** Null on the last page. */
  next_cursor: activityCursor.nullable(),
});

/**
 * GET /users/totals: per token, what the user holds in the store, each part apart: vault (Zera: main),
 * active (Zera: in-game), staked (governance, season and token stakes), pending (held for withdrawals on
 * their way out) and the total in the store, vault + active + staked: what the activity list's rows add up to.
 */
export const tokenTotals = z.object({
  token: z.enum(assets),
  vault: baseUnits,
  active: baseUnits,
  staked: baseUnits,
  pending: baseUnits,
  total: baseUnits,
});
export type TokenTotals = z.infer<typeof tokenTotals>;
export const totalsResponse = z.object({ tokens: z.array(tokenTotals) });

/** The schemas of the history endpoints (declared in endpoints/history.ts). */
export const historyEndpointSchemas = {
  transactionsHistory: {
    params: transactionsHistoryParams,
    query: transactionsHistoryQuery,
    response: transactionsHistoryResponse,
  },
  getTransactions: { response: getTransactionsResponse },
  activity: { query: activityQuery, response: activityResponse },
  totals: { response: totalsResponse },
} satisfies EndpointSchemaTable;
