import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString } from './amounts';
import { tokenSlugs } from './tokens';

/** GET /users/{acent|dappx|edao}/{vault|active}/balance and /users/zera/{main|pocket}/balance. */
export const balanceParams = z.strictObject({
  token: z.enum(tokenSlugs('balance')),
  bucket: z.enum(['vault', 'active', 'main', 'pocket']),
});
export type BalanceToken = z.infer<typeof balanceParams>['token'];
export type BalanceBucket = z.infer<typeof balanceParams>['bucket'];
export const tokenBalanceResponse = z.object({ balance: decimalString });
export const zeraBalanceResponse = z.object({ zera_balance: decimalString });
export const balanceResponse = z.union([tokenBalanceResponse, zeraBalanceResponse]);
export type BalanceResponse = z.infer<typeof balanceResponse>;

/** The schemas of the balances endpoints (declared in endpoints/balances.ts). */
export const balancesEndpointSchemas = {
  balance: { params: balanceParams, response: balanceResponse },
} satisfies EndpointSchemaTable;
