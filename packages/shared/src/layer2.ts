import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString } from './amount-schemas';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address');
const signature = z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte hex signature');

/**
 * What the wallet signs (personal_sign, while switched to L2) to link its layer-2 address to the
 * signed-in account. The chain id ties it to this L2; the account's own address being the only one
 * accepted, a replayed signature can only link what is already linked.
 */
export const layer2LinkMessage = (input: { address: string; chainId: number }) =>
  `Link this wallet to DAPPX on the IMX layer-2 network.\n\nAddress: ${input.address.toLowerCase()}\nChain ID: ${input.chainId}`;

/** POST /v1/layer2/link: the L2 address the wallet reports and its signature of layer2LinkMessage. */
export const layer2LinkBody = z.strictObject({ address, signature });
export type Layer2LinkBody = z.infer<typeof layer2LinkBody>;

/** GET and POST /v1/layer2/link: the account's linked L2 address (404 when none). */
export const layer2LinkResponse = z.object({
  address,
  chainId: z.number().int().positive(),
  linkedAt: z.string(),
});
export type Layer2Link = z.infer<typeof layer2LinkResponse>;

/** GET /v1/layer2/balance: the linked address's native L2 balance (the 'IMX balance') in ETH, exact decimal. */
export const layer2BalanceResponse = z.object({ address, balance: decimalString });
export type Layer2Balance = z.infer<typeof layer2BalanceResponse>;

export const layer2Texts = {
  sameAddress: 'Please use the same address.',
  notLinked: 'Connect to IMX first.',
  badSignature: 'Please complete the action needed.',
  insufficient: 'Insufficient balance',
  notPositive: 'Amount should be greater than zero.',
  mismatch: 'Something went wrong. Please try again later.',
  actionNeeded: 'Please complete the action needed.',
} as const;

/** The schemas of the layer2 endpoints (declared in endpoints/layer2.ts). */
export const layer2EndpointSchemas = {
  linkLayer2: { body: layer2LinkBody, response: layer2LinkResponse },
  layer2Link: { response: layer2LinkResponse },
  layer2Balance: { response: layer2BalanceResponse },
} satisfies EndpointSchemaTable;
