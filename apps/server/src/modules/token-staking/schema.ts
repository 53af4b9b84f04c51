import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';

/** Per-token staking rules (DAPPX, ACE), one row per token type; amounts in base units, set with the admin command. */
export const tokenStakingConfigs = pgTable(
  'pledging_configs',
  {
    tokenType: text('token_type').primaryKey(),
    minimumPledgePerTransaction: amount('minimum_pledge_per_transaction').notNull(),
    maximumPledgePerTransaction: amount('maximum_pledge_per_transaction').notNull(),
    maximumPledgePerAccount: amount('maximum_pledge_per_account').notNull(),
    /** Paid once, in ACE. */
    activationFee: amount('activation_fee').notNull(),
    /** Hours after the last pledge during which unstaking costs the penalty. */
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

/**
 * Staking settings changes that raise a rate above its approval threshold: kept by the API's names and
 * values until a second operator applies or rejects them (never whoever asked).
 */
export const stakingSettingChanges = pgTable(
  'staking_setting_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The staking kind, by the admin's names: ACE, EDAO, DAPPX, ACE-PLEDGING. */
    token: text('token').notNull(),
    changes: jsonb('changes').$type<Record<string, string | number | boolean>>().notNull(),
    status: text('status', { enum: ['pending', 'applied', 'rejected'] }).notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    check('staking_setting_changes_status', sql`${table.status} IN ('pending', 'applied', 'rejected')`),
    check(
      'staking_setting_changes_four_eyes',
      sql`${table.decidedBy} IS NULL OR ${table.decidedBy} <> ${table.requestedBy}`,
    ),
    check(
      'staking_setting_changes_decided',
      sql`(${table.status} = 'pending') = (${table.decidedBy} IS NULL)`,
    ),
    index('staking_setting_changes_pending_idx')
      .on(table.requestedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
