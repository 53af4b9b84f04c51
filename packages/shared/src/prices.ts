import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';

export const marketPriceSymbols = ['ACE', 'DAPPX', 'ETH', 'IMX'] as const;
/** USD per token symbol (wallet-area spec, section 3); for display only, never for moving money. */
export const marketPricesResponse = z.partialRecord(
  z.enum(marketPriceSymbols),
  z.object({ USD: z.number().nonnegative() }),
);
export type MarketPrices = z.infer<typeof marketPricesResponse>;

/** The schemas of the prices endpoints (declared in endpoints/prices.ts). */
export const pricesEndpointSchemas = {
  getMarketPrices: { response: marketPricesResponse },
} satisfies EndpointSchemaTable;
