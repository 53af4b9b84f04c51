import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';
import { ledgerEntries } from '../ledger/schema';
import { users } from '../users/schema';

/** A season collects ACE stakes until `collectUntil`, locks them `lockDays`, then releases them. */
export const pledgeSeasons = pgTable(
  'pledge_seasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    minAmount: amount('min_amount').notNull(),
    maxAmount: amount('max_amount').notNull(),
    collectUntil: timestamp('collect_until', { withTimezone: true }).notNull(),
    lockDays: integer('lock_days').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('pledge_seasons_amounts', sql`${table.minAmount} > 0 AND ${table.maxAmount} >= ${table.minAmount}`),
    check('pledge_seasons_lock', sql`${table.lockDays} >= 0`),
    index('pledge_seasons_collect_until_idx').on(table.collectUntil),
  ],
);

/** One stake in a season; `releaseEntryId` is set once the stake is back in the active balance. */
export const seasonPledges = pgTable(
  'season_pledges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    seasonId: uuid('season_id')
      .notNull()
      .references(() => pledgeSeasons.id, { onDelete: 'restrict' }),
    amount: amount('amount').notNull(),
    stakeEntryId: bigint('stake_entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerEntries.id),
    releaseEntryId: bigint('release_entry_id', { mode: 'bigint' }).references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('season_pledges_positive', sql`${table.amount} > 0`),
    index('season_pledges_user_idx').on(table.userId, table.createdAt),
    index('season_pledges_unreleased_idx')
      .on(table.userId)
      .where(sql`${table.releaseEntryId} IS NULL`),
  ],
);
