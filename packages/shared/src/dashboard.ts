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

/** A count the operator's role may act on, else null (the screen is not theirs). */
const todoCount = z.number().int().nullable();

/** What waits for an operator: each count links to its list, filtered to the same rows. */
export const dashboardTodoResponse = z.object({
  /** Submissions waiting for an editor's decision. */
  submissions: todoCount,
  /** Withdrawals signed and not yet paid out, and those of them past their voucher's deadline. */
  withdrawals_waiting: todoCount,
  withdrawals_overdue: todoCount,
  /** Shown reviews with reports nobody has decided yet. */
  review_reports: todoCount,
  /** Credits and staking changes waiting for a second finance operator. */
  credit_approvals: todoCount,
  setting_approvals: todoCount,
  /** The deposit indexer's largest lag in blocks over the L1 networks (null: none readable or no chains). */
  indexer_lag: z.number().int().nullable(),
});
export type DashboardTodoResponse = z.infer<typeof dashboardTodoResponse>;
export type DashboardTodo = Exclude<keyof DashboardTodoResponse, 'indexer_lag'>;

/** Blocks behind past which the dashboard warns that deposits are slow to be credited. */
export const indexerLagWarning = 50;

/** The schemas of the dashboard endpoints (declared in endpoints/dashboard.ts). */
export const dashboardEndpointSchemas = {
  dashboard: { response: dashboardResponse },
  dashboardTodo: { response: dashboardTodoResponse },
} satisfies EndpointSchemaTable;
