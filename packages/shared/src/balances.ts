import { z } from 'zod';
import { decimalString } from './amounts';
import { tokenSlugs } from './tokens';

/** GET /users/{acent|dappx|edao}/{vault|active}/balance and /users/zera/{main|pocket}/balance. */
export const balanceParams = z.strictObject({
  token: z.enum(tokenSlugs('balance')),
  bucket: z.enum(['vault', 'active', 'main', 'pocket']),
});
export type BalanceToken = z.infer<typeof balanceParams>['token'];
export const tokenBalanceResponse = z.object({ balance: decimalString });
export const zeraBalanceResponse = z.object({ zera_balance: decimalString });
export const balanceResponse = z.union([tokenBalanceResponse, zeraBalanceResponse]);
export type BalanceResponse = z.infer<typeof balanceResponse>;
