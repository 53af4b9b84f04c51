import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString } from './amount-schemas';

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte address');
export { layer2LinkMessage, layer2Texts } from './layer2-texts';

const signature = z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'must be a 65-byte hex signature');

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

/** The schemas of the layer2 endpoints (declared in endpoints/layer2.ts). */
export const layer2EndpointSchemas = {
  linkLayer2: { body: layer2LinkBody, response: layer2LinkResponse },
  layer2Link: { response: layer2LinkResponse },
  layer2Balance: { response: layer2BalanceResponse },
} satisfies EndpointSchemaTable;
