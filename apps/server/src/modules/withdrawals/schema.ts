import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';

/** Per token: whether withdrawals are open, their ACE fees, and the daily limits (global and per user). */
export const withdrawSettings = pgTable(
  'withdraw_settings',
  {
    token: text('token').primaryKey(),
    allowWithdrawal: boolean('allow_withdrawal').notNull(),
    feeCore: amount('fee_core').notNull(),
    feeNitro: amount('fee_nitro').notNull(),
    feeUbi: amount('fee_ubi').notNull(),
    dailyLimit: amount('daily_limit').notNull(),
    userDailyLimit: amount('user_daily_limit').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('withdraw_settings_token', sql`${table.token} IN ('ACE', 'DAPPX')`),
    check(
      'withdraw_settings_amounts',
      sql`${table.feeCore} >= 0 AND ${table.feeNitro} >= 0 AND ${table.feeUbi} >= 0 AND ${table.dailyLimit} >= 0 AND ${table.userDailyLimit} >= 0`,
    ),
  ],
);
