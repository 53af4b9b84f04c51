import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';

/** Days of the console dashboard's series, today included ("a dashboard of the day"). */
export const dashboardDays = 14;

/** Base units as a whole number (negative where money went out): the console formats them. */
const baseUnits = z.string().regex(/^-?\d+$/);
const day = z.iso.date();

/** Money moved in or out of the store on one day, in one token. */
export const dashboardFlow = z.object({ day, token: z.string(), count: z.number().int(), amount: baseUnits });
export type DashboardFlow = z.infer<typeof dashboardFlow>;

export const dashboardResponse = z.object({
  /** The UTC day the figures are of (the series' last). */
  today: day,
  /** Oldest first: accounts created, and users whose session was used, on each day. */
  days: z.array(z.object({ day, sign_ups: z.number().int(), active_users: z.number().int() })),
  /** Credited chain deposits, by the day they were credited. */
  deposits: z.array(dashboardFlow),
  /** Withdrawals asked for, by the day they were asked for. */
  withdrawals: z.array(dashboardFlow),
  /** What the ledger's fee accounts received (fees refunded count against it). */
  fees: z.array(z.object({ day, asset: z.string(), amount: baseUnits })),
  /** Every asset's postings sum to zero: OK, or the assets that do not, with their sums. */
  conservation: z.object({
    ok: z.boolean(),
    imbalances: z.array(z.object({ asset: z.string(), sum: baseUnits })),
  }),
  /** Per L1 network: its head block, the deposit indexer's cursor, and the blocks between (null: unreadable). */
  indexer_lag: z.array(
    z.object({
      chain_id: z.number().int(),
      name: z.string(),
      head: z.string().nullable(),
      cursor: z.string().nullable(),
      lag: z.string().nullable(),
    }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** The schemas of the dashboard endpoint (declared in endpoints/dashboard.ts). */
export const dashboardEndpointSchemas = {
  dashboard: { response: dashboardResponse },
} satisfies EndpointSchemaTable;
