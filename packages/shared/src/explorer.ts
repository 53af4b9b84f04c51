import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';

/** The texts our explorer answers with (the web shows them; es/pt in server-texts.ts). */
export const explorerTexts = {
  /** A chain id that is none of our demo chains (a real network has an explorer of its own). */
  unknownChain: 'Our explorer shows only the demo chains of this store.',
  /** A well-formed hash the chain has never seen. */
  notFound: 'No transaction with this hash on this chain.',
  badHash: 'must be a transaction hash: 0x and 64 hexadecimal digits',
  badChainId: 'must be a chain id in decimal, e.g. 8888',
} as const;

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/);
/** A whole number too large for JSON numbers (wei, gas), written in decimal. */
const decimal = z.string().regex(/^[0-9]+$/);

/** GET /v1/explorer/:chainId/tx/:hash */
export const explorerTransactionParams = z.strictObject({
  chainId: z
    .string()
    .regex(/^[0-9]{1,15}$/, explorerTexts.badChainId)
    .transform(Number),
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/, explorerTexts.badHash),
});

/**
 * One argument of a decoded event, its value written out (numbers in decimal, addresses checksummed).
 * `amount` names the coin or token of an argument that is an amount in base units, so it can be shown as
 * '100 ACE' rather than in wei.
 */
export const explorerEventArg = z.object({
  name: z.string(),
  value: z.string(),
  amount: z.object({ symbol: z.string() }).optional(),
});

/**
 * One log of the transaction: decoded with our contracts' ABIs where one knows its event (`event` and
 * `args`), else only its raw topics and data. `contract` names our contract at that address, if any.
 */
export const explorerLog = z.object({
  index: z.number().int().min(0),
  address,
  contract: z.string().nullable(),
  event: z.string().nullable(),
  args: z.array(explorerEventArg),
  topics: z.array(hex),
  data: hex,
});
export type ExplorerLog = z.infer<typeof explorerLog>;

/** A transaction and, once mined, its receipt: `pending` has no block, gas used or logs yet. */
export const explorerTransaction = z.object({
  chainId: z.number().int().positive(),
  chainName: z.string(),
  currencySymbol: z.string(),
  hash: hex,
  status: z.enum(['success', 'reverted', 'pending']),
  blockNumber: decimal.nullable(),
  timestamp: z.number().int().nullable(),
  from: address,
  /** None for a contract creation, whose new address is `contractAddress`. */
  to: address.nullable(),
  /** Our contract's name when `to` is one of ours (Vault, ACE…). */
  toContract: z.string().nullable(),
  contractAddress: address.nullable(),
  /** In base units (wei) of the chain's coin. */
  value: decimal,
  gasUsed: decimal.nullable(),
  logs: z.array(explorerLog),
});
export type ExplorerTransaction = z.infer<typeof explorerTransaction>;

/** The schemas of the explorer endpoints (declared in endpoints/explorer.ts). */
export const explorerEndpointSchemas = {
  explorerTransaction: { params: explorerTransactionParams, response: explorerTransaction },
} satisfies EndpointSchemaTable;
