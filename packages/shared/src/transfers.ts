import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { positiveAmount } from './amount-schemas';
import { bucketsOf, tokenSlugs, type AssetOf, type SlugFor, type tokens } from './tokens';

type DirectionsOf<Buckets> = Buckets extends readonly [
  infer First extends string,
  infer Second extends string,
]
  ? readonly [`${First}-to-${Second}`, `${Second}-to-${First}`]
  : never;
type DirectionsByToken = {
  [Slug in SlugFor<'transfer'>]: DirectionsOf<(typeof tokens)[AssetOf<Slug>]['buckets']>;
};

/**
 * Moves between a user's own two buckets (wallet-area spec, section 7), out of the first and out of
 * the second: ACE and DAPPX vault <-> active, Zera main <-> pocket.
 */
export const transferDirectionsByToken = Object.fromEntries(
  tokenSlugs('transfer').map((slug) => {
    const [first, second] = bucketsOf(slug);
    return [slug, [`${first}-to-${second}`, `${second}-to-${first}`]];
  }),
) as unknown as DirectionsByToken;
export type TransferToken = keyof typeof transferDirectionsByToken;
export type TransferDirection = (typeof transferDirectionsByToken)[TransferToken][number];
const transferDirections = [...new Set(Object.values(transferDirectionsByToken).flat())] as [
  TransferDirection,
  ...TransferDirection[],
];

export const transferTexts = {
  amountRequired: 'Please input amount to be transferred.',
  insufficient: 'Insufficient Balance.',
  failed: 'An error has occurred. Please try again later.',
  wrongDirection: 'This token cannot move in that direction.',
  ok: 'Ok',
} as const;

export const transferParams = z.strictObject({
  token: z.enum(tokenSlugs('transfer')),
  direction: z.enum(transferDirections),
});
export const transferBody = z.strictObject({ amount: positiveAmount(transferTexts.amountRequired) });
export type TransferBody = z.input<typeof transferBody>;
export const transferResponse = z.object({ message: z.literal(transferTexts.ok) });

/** The schemas of the transfers endpoints (declared in endpoints/transfers.ts). */
export const transfersEndpointSchemas = {
  transfer: { params: transferParams, body: transferBody, response: transferResponse },
} satisfies EndpointSchemaTable;
