import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';

/** Governance staking rules for ACE and for EDAO; fees in basis points of the amount (150 = 1.5 %). */
export const governanceConfigs = pgTable(
  'governance_configs',
  {
    asset: text('asset').primaryKey(),
    minPledgePerTx: amount('min_pledge_per_tx').notNull(),
    maxPledgePerTx: amount('max_pledge_per_tx').notNull(),
    maxPledgePerUser: amount('max_pledge_per_user').notNull(),
    /** Paid once, in the staked token. */
    activationFee: amount('activation_fee').notNull(),
    penaltyDurationHours: integer('penalty_duration_hours').notNull(),
    pledgeFeeCoreBps: integer('pledge_fee_core_bps').notNull(),
    pledgeFeeNitroBps: integer('pledge_fee_nitro_bps').notNull(),
    pledgeFeeUbiBps: integer('pledge_fee_ubi_bps').notNull(),
    /** Charged when unstaking inside the penalty window. */
    unpledgeFeeCoreBps: integer('unpledge_fee_core_bps').notNull(),
    unpledgeFeeNitroBps: integer('unpledge_fee_nitro_bps').notNull(),
    unpledgeFeeUbiBps: integer('unpledge_fee_ubi_bps').notNull(),
    /** The token staking earns (EDAO for staked ACE, ACE for staked EDAO), per whole staked token per minute. */
    rewardAsset: text('reward_asset').notNull(),
    rewardRatePerMinute: amount('reward_rate_per_minute').notNull(),
  },
  (table) => [
    check(
      'governance_configs_limits',
      sql`${table.minPledgePerTx} > 0 AND ${table.maxPledgePerTx} >= ${table.minPledgePerTx}`,
    ),
    check(
      'governance_configs_fees',
      sql`${table.pledgeFeeCoreBps} + ${table.pledgeFeeNitroBps} + ${table.pledgeFeeUbiBps} BETWEEN 0 AND 10000
        AND ${table.unpledgeFeeCoreBps} + ${table.unpledgeFeeNitroBps} + ${table.unpledgeFeeUbiBps} BETWEEN 0 AND 10000`,
    ),
  ],
);
