import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { assets } from './tokens';
import { freeText } from './text';
import { publicAddress } from './users';

/** What the console's credit call answers (en; es and pt in server-texts.ts). */
export const creditsTexts = {
  amount: 'must be a whole number of base units above 0',
  reason: 'must say why, in 1 to 200 characters',
  unknownAccount: 'No account is registered for this address.',
} as const;

/**
 * An airdrop (the admin command's `credit`): tokens from the store's airdrop account to a user, one
 * ledger entry with its reason. Sent with an Idempotency-Key, a repeated request credits once.
 */
export const createCreditBody = z.strictObject({
  address: publicAddress,
  token: z.enum(assets as [string, ...string[]]),
  amount: z.string().regex(/^[1-9]\d{0,39}$/, creditsTexts.amount),
  reason: freeText({ trim: true }).min(1, creditsTexts.reason).max(200, creditsTexts.reason),
});
export type CreateCreditBody = z.input<typeof createCreditBody>;

export const creditResponse = z.object({
  entry_id: z.string(),
  address: z.string(),
  token: z.string(),
  amount: z.string(),
  reason: z.string(),
  /** The user's balance of the token (where credits land) after the credit, in base units. */
  balance: z.string(),
});
export type CreditResponse = z.infer<typeof creditResponse>;

/** The schemas of the credits endpoints (declared in endpoints/credits.ts). */
export const creditsEndpointSchemas = {
  createCredit: { body: createCreditBody, response: creditResponse },
} satisfies EndpointSchemaTable;
