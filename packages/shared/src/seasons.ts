import { z } from 'zod';
import type { EndpointSchemaTable } from './endpoint';
import { decimalString, positiveAmount } from './amount-schemas';
import { listPage, listSearch } from './console-lists';
import { okResponse } from './token-staking';
import { seasonAdminTexts, seasonTexts } from './seasons-texts';
import { singleLineText } from './text';

/**
 * A season collects stakes until `end_date` (ongoing), then holds them for its lock period
 * (collection-done), then releases them to the active balance (completed).
 */
export const seasonStatuses = ['ongoing', 'collection-done', 'completed'] as const;
export type SeasonStatus = (typeof seasonStatuses)[number];

/** GET /users/acent/currentPledgeSeason: seasons still open or locked, and those completed in the last 30 days. */
export const season = z.object({
  _id: z.string(),
  name: z.string(),
  min_amount: decimalString,
  max_amount: decimalString,
  /** The lock period in hours (the current-season view). */
  duration: z.number().int(),
  /** The same lock period in days (the participation view). */
  duration_days: z.number().int(),
  status: z.enum(seasonStatuses),
  end_date: z.iso.datetime(),
});
export type Season = z.infer<typeof season>;
export const currentPledgeSeasonResponse = z.object({ seasons: z.array(season) });

export const pledgeAmountResponse = z.object({ pledge_amount: decimalString });
export const pledgedAcentPerSeasonQuery = z.strictObject({
  season_ids: z
    .string()
    .transform((value) => value.split(',').filter(Boolean))
    .pipe(z.array(z.uuid(seasonTexts.notFound)).max(100)),
});
/** The sum over the asked seasons, and each season's own amount. */
export const pledgedAcentPerSeasonResponse = pledgeAmountResponse.extend({
  seasons: z.record(z.string(), decimalString),
});

export const pledgeHistoryQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
export const pledgeHistoryRow = z.object({
  _id: z.string(),
  type: z.enum(['Stake', 'Unstake']),
  season_name: z.string(),
  start: z.iso.datetime(),
  end_date: z.iso.datetime(),
  /** Days the stake is held after the season's collection ends. */
  duration: z.number().int(),
  amount: decimalString,
});
export const pledgeHistoryResponse = z.object({
  total_rows: z.number().int(),
  /** Everything ever staked in seasons (the 'Stake History' amount). */
  total_amount: decimalString,
  pledge_history: z.array(pledgeHistoryRow),
});

/** POST /users/acent/createPledge. The server keeps its own clock and lock period; `wallet` must be the signed-in one. */
export const createPledgeBody = z.strictObject({
  pledgeAmount: positiveAmount(seasonTexts.invalid),
  wallet: singleLineText(),
  season_id: z.uuid(seasonTexts.notFound),
  pledge_date: singleLineText().optional(),
  duration: z.number().optional(),
});
export type CreatePledgeBody = z.input<typeof createPledgeBody>;

/** A season as finance reads it in the console: limits in base units, collecting and lock periods. */
export const adminSeason = z.object({
  id: z.string(),
  name: z.string(),
  min_amount: z.string(),
  max_amount: z.string(),
  collect_until: z.iso.datetime(),
  lock_days: z.number().int(),
  status: z.enum(seasonStatuses),
});
export type AdminSeason = z.infer<typeof adminSeason>;
/** The console's seasons (the store's window: open, locked or completed in the last 30 days) by name, a page at a time. */
export const adminSeasonsQuery = z.strictObject({ q: listSearch, ...listPage });
export type AdminSeasonsQuery = z.output<typeof adminSeasonsQuery>;
export const adminSeasonsResponse = z.object({ seasons: z.array(adminSeason), total: z.number().int() });

const seasonBaseUnits = z.string().regex(/^[1-9]\d{0,39}$/, seasonAdminTexts.baseUnits);
const seasonDays = z
  .number()
  .int(seasonAdminTexts.days)
  .min(0, seasonAdminTexts.days)
  .max(9999, seasonAdminTexts.days);

const wholeUnits = (body: { min_amount: unknown; max_amount: unknown }) =>
  [body.min_amount, body.max_amount].every((value) => typeof value === 'string' && /^\d+$/.test(value));

/** The admin command's `season create <name> <min> <max> <collect-days> <lock-days>`, amounts in base units. */
export const createAdminSeasonBody = z
  .strictObject({
    name: singleLineText({ trim: true }).min(1, seasonAdminTexts.name).max(80, seasonAdminTexts.name),
    min_amount: seasonBaseUnits,
    max_amount: seasonBaseUnits,
    collect_days: seasonDays,
    lock_days: seasonDays,
  })
  // zod runs this even when a field failed its own rule: only whole numbers are compared.
  .refine((body) => !wholeUnits(body) || BigInt(body.max_amount) >= BigInt(body.min_amount), {
    message: seasonAdminTexts.maxBelowMin,
    path: ['max_amount'],
  });
export type CreateAdminSeasonBody = z.input<typeof createAdminSeasonBody>;
export const adminSeasonParams = z.strictObject({ id: z.uuid(seasonTexts.notFound) });

/** The schemas of the seasons endpoints (declared in endpoints/seasons.ts). */
export const seasonsEndpointSchemas = {
  currentPledgeSeason: { response: currentPledgeSeasonResponse },
  pledgedAcent: { response: pledgeAmountResponse },
  pledgedAcentPerSeason: { query: pledgedAcentPerSeasonQuery, response: pledgedAcentPerSeasonResponse },
  pledgeHistory: { query: pledgeHistoryQuery, response: pledgeHistoryResponse },
  createPledge: { body: createPledgeBody, response: okResponse },
  adminSeasons: { query: adminSeasonsQuery, response: adminSeasonsResponse },
  createAdminSeason: { body: createAdminSeasonBody, response: adminSeason },
  closeAdminSeason: { params: adminSeasonParams, response: adminSeason },
} satisfies EndpointSchemaTable;
