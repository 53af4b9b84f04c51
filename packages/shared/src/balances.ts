import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString } from './amount-schemas';
import { operatorsTexts } from './operators-texts';
import { tokenBuckets, tokenSlugs } from './tokens';
import { userSupportTexts } from './users';

/** GET /users/{acent|dappx|edao}/{vault|active}/balance and /users/zera/{main|pocket}/balance. */
export const balanceParams = z.strictObject({
  token: z.enum(tokenSlugs('balance')),
  bucket: z.enum(tokenBuckets),
});
export type BalanceToken = z.infer<typeof balanceParams>['token'];
export type BalanceBucket = z.infer<typeof balanceParams>['bucket'];
export const tokenBalanceResponse = z.object({ balance: decimalString });
export const zeraBalanceResponse = z.object({ zera_balance: decimalString });
export const balanceResponse = z.union([tokenBalanceResponse, zeraBalanceResponse]);
export type BalanceResponse = z.infer<typeof balanceResponse>;

/** Base units as a whole number (negative for money taken out): the console formats them. */
const baseUnits = z.string().regex(/^-?\d+$/);

/** GET /admin/api/users/:userId/statement: balances per token and account, and the ledger entries, newest first. */
export const userStatementParams = z.strictObject({ userId: z.uuid(userSupportTexts.noUser) });
export const userStatementQuery = z.strictObject({
  /** The `next` of the previous page: the entry id below which to go on. */
  before: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, operatorsTexts.invalidCursor)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const statementEntry = z.object({
  id: z.string(),
  kind: z.string(),
  memo: z.string(),
  tx_hash: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** The entry's lines on this user's own accounts. */
  lines: z.array(z.object({ asset: z.string(), bucket: z.string(), amount: baseUnits })),
});
export type StatementEntry = z.infer<typeof statementEntry>;
export const userStatementResponse = z.object({
  balances: z.array(z.object({ asset: z.string(), bucket: z.string(), balance: baseUnits })),
  entries: z.array(statementEntry),
  next: z.string().nullable(),
});
export type UserStatementResponse = z.infer<typeof userStatementResponse>;

/** The schemas of the balances endpoints (declared in endpoints/balances.ts). */
export const balancesEndpointSchemas = {
  balance: { params: balanceParams, response: balanceResponse },
  userStatement: { params: userStatementParams, query: userStatementQuery, response: userStatementResponse },
} satisfies EndpointSchemaTable;
