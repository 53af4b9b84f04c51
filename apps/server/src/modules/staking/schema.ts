import { sql } from 'drizzle-orm';
import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';
import { users } from '../users/schema';

/**
 * One row per user and kind of staking ('DAPPX', 'ACE-governance', 'EDAO-governance'): the row exists once
 * the activation is paid; it holds when the user last staked (the penalty window starts there) and how far
 * the stake's earnings are paid out.
 */
export const stakingAccounts = pgTable(
  'staking_accounts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    tokenType: text('token_type').notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }).notNull().defaultNow(),
    lastPledgedAt: timestamp('last_pledged_at', { withTimezone: true }),
    /** Earnings paid out up to here; `miningCarry` keeps the fraction of a base unit not yet paid out. */
    minedUntil: timestamp('mined_until', { withTimezone: true }).notNull().defaultNow(),
    miningCarry: amount('mining_carry')
      .notNull()
      .default(sql`0`),
    totalMined: amount('total_mined')
      .notNull()
      .default(sql`0`),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tokenType] })],
);
