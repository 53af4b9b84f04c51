import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString } from './amounts';
import { tokenSlugs } from './tokens';

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

/** The schemas of the history endpoints (declared in endpoints/history.ts). */
export const historyEndpointSchemas = {
  transactionsHistory: {
    params: transactionsHistoryParams,
    query: transactionsHistoryQuery,
    response: transactionsHistoryResponse,
  },
  getTransactions: { response: getTransactionsResponse },
} satisfies EndpointSchemaTable;
