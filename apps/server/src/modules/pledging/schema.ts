import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';

/** DAPPX pledging rules, one row per token type; amounts in base units, set with the admin command. */
export const pledgingConfigs = pgTable(
  'pledging_configs',
  {
    tokenType: text('token_type').primaryKey(),
    minimumPledgePerTransaction: amount('minimum_pledge_per_transaction').notNull(),
    maximumPledgePerTransaction: amount('maximum_pledge_per_transaction').notNull(),
    maximumPledgePerAccount: amount('maximum_pledge_per_account').notNull(),
    /** Paid once, in ACE. */
    activationFee: amount('activation_fee').notNull(),
    /** Hours after the last pledge during which unpledging costs the penalty. */
    holdingPeriodHours: integer('holding_period_hours').notNull(),
    /** Percent of the unpledged amount, in basis points (250 = 2.5 %). */
    penaltyFeeBps: integer('penalty_fee_bps').notNull(),
    /** ACE fees of an unpledge: core, nitro, ubi. */
    unpledgeFeeCore: amount('unpledge_fee_core').notNull(),
    unpledgeFeeNitro: amount('unpledge_fee_nitro').notNull(),
    unpledgeFeeUbi: amount('unpledge_fee_ubi').notNull(),
    /** Zera base units mined per minute for each whole pledged token. */
    miningRatePerMinute: amount('mining_rate_per_minute').notNull(),
  },
  (table) => [
    check(
      'pledging_configs_limits',
      sql`${table.minimumPledgePerTransaction} > 0 AND ${table.maximumPledgePerTransaction} >= ${table.minimumPledgePerTransaction}`,
    ),
    check('pledging_configs_penalty', sql`${table.penaltyFeeBps} BETWEEN 0 AND 10000`),
  ],
);
