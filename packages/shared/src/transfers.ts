import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { positiveAmount } from './amount-schemas';
import { tokenSlugs, type SlugFor } from './tokens';

/** Moves between a user's own buckets (wallet-area spec, section 7): ACE and DAPPX vault <-> active, Zera main <-> pocket. */
export const transferDirectionsByToken = {
  acent: ['vault-to-active', 'active-to-vault'],
  dappx: ['vault-to-active', 'active-to-vault'],
  zera: ['main-to-pocket', 'pocket-to-main'],
} as const satisfies Record<SlugFor<'transfer'>, readonly string[]>;
export type TransferToken = keyof typeof transferDirectionsByToken;
export type TransferDirection = (typeof transferDirectionsByToken)[TransferToken][number];

export const transferTexts = {
  amountRequired: 'Please input amount to be transferred.',
  insufficient: 'Insufficient Balance.',
  failed: 'An error has occurred. Please try again later.',
  wrongDirection: 'This token cannot move in that direction.',
  ok: 'Ok',
} as const;

export const transferParams = z.strictObject({
  token: z.enum(tokenSlugs('transfer')),
  direction: z.enum(['vault-to-active', 'active-to-vault', 'main-to-pocket', 'pocket-to-main']),
});
export const transferBody = z.strictObject({ amount: positiveAmount(transferTexts.amountRequired) });
export type TransferBody = z.input<typeof transferBody>;
export const transferResponse = z.object({ message: z.literal(transferTexts.ok) });

/** The schemas of the transfers endpoints (declared in endpoints/transfers.ts). */
export const transfersEndpointSchemas = {
  transfer: { params: transferParams, body: transferBody, response: transferResponse },
} satisfies EndpointSchemaTable;
