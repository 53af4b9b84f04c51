import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString } from './amounts';
import { assets, tokenSlugs, type Asset } from './tokens';
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

/**
 * What a movement of the activity list was, as people read it. Every ledger entry kind maps to one of
 * these (a fee part paid inside a stake, unstake or withdrawal is a 'fee' of its own); 'other' is a kind
 * the list does not know yet, shown rather than hidden so the balance still adds up.
 */
export const activityKinds = [
  'deposit',
  'withdrawal',
  'transfer',
  'stake',
  'unstake',
  'season-stake',
  'season-release',
  'activation-fee',
  'fee',
  'reward',
  'mining',
  'airdrop',
  'refund',
  'nft-purchase',
  'other',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/** The activity list's tokens: the store's ledger assets, and L2's coin that pays for NFTs (IMX). */
export type ActivityToken = Asset | 'IMX';
export const activityTokens = [...assets, 'IMX'] as ActivityToken[] as [ActivityToken, ...ActivityToken[]];

/** Where a movement lands: one of the user's store balances, or (an NFT payment on L2) the wallet itself. */
export const activityBuckets = [...userBuckets, 'wallet'] as const;
export type ActivityBucket = (typeof activityBuckets)[number];

/** A row's place in the list: a ledger line (L + 20 digits), an NFT payment (P + uuid) or its refund (R + uuid). */
const activityId = z.string().regex(/^(L\d{20}|[PR][0-9a-f-]{36})$/);

/** Where the next page starts: the last row's time (microseconds since 1970) and id, as `time.id`. */
const notACursor = 'Not a cursor this list gave out.';
// A ledger row's id is its line's id (a PostgreSQL bigint, 19 digits at most) and one digit more.
// Zod runs this check even on a cursor the pattern refused: it reads only the digits it finds.
const lineIdFits = (cursor: string) => {
  const lineId = /\.L(\d{19})\d$/.exec(cursor)?.[1];
  return lineId === undefined || BigInt(lineId) < 2n ** 63n;
};
export const activityCursor = z
  .string()
  .regex(/^\d{1,17}\.(L\d{20}|[PR][0-9a-f-]{36})$/, notACursor)
  .refine(lineIdFits, notACursor);

/** GET /users/activity?token&kind&limit&cursor: every movement of the user's tokens, newest first. */
export const activityQuery = z.strictObject({
  token: z.enum(activityTokens).optional(),
  kind: z.enum(activityKinds).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: activityCursor.optional(),
});
export const activityItem = z.object({
  id: activityId,
  date: z.iso.datetime(),
  token: z.enum(activityTokens),
  kind: z.enum(activityKinds),
  /** Signed base units: what came into (positive) or left (negative) the bucket. */
  amount: z.string().regex(/^-?\d+$/),
  bucket: z.enum(activityBuckets),
  /** The chain transaction of the movement, where one moved the tokens. */
  tx_hash: z.string().nullable(),
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

/** The schemas of the history endpoints (declared in endpoints/history.ts). */
export const historyEndpointSchemas = {
  transactionsHistory: {
    params: transactionsHistoryParams,
    query: transactionsHistoryQuery,
    response: transactionsHistoryResponse,
  },
  getTransactions: { response: getTransactionsResponse },
  activity: { query: activityQuery, response: activityResponse },
} satisfies EndpointSchemaTable;
