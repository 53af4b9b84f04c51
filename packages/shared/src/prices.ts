import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { marketPriceSymbols } from './tokens';

/** USD per token symbol (wallet-area spec, section 3); for display only, never for moving money. */
export const marketPricesResponse = z.partialRecord(
  z.enum(marketPriceSymbols),
  z.object({ USD: z.number().nonnegative() }),
);
export type MarketPrices = z.infer<typeof marketPricesResponse>;

export const pricesTexts = {
  usd: 'must be a USD price: up to 18 digits, at most 12 decimals',
} as const;

/** The demo price source as the console reads it: USD per symbol as saved (null: never set). */
export const adminPrice = z.object({
  symbol: z.enum(marketPriceSymbols),
  usd: z.string().nullable(),
  updated_at: z.iso.datetime().nullable(),
});
export type AdminPrice = z.infer<typeof adminPrice>;
export const adminPricesResponse = z.object({ prices: z.array(adminPrice) });
export const setAdminPriceParams = z.strictObject({ symbol: z.enum(marketPriceSymbols) });
/** The admin command's `price <symbol> <usd>`. */
export const setAdminPriceBody = z.strictObject({
  usd: z.string().regex(/^\d{1,18}(\.\d{1,12})?$/, pricesTexts.usd),
});

/** The schemas of the prices endpoints (declared in endpoints/prices.ts). */
export const pricesEndpointSchemas = {
  getMarketPrices: { response: marketPricesResponse },
  adminPrices: { response: adminPricesResponse },
  setAdminPrice: { params: setAdminPriceParams, body: setAdminPriceBody, response: adminPrice },
} satisfies EndpointSchemaTable;
