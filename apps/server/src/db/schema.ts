import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** One row holds the store-wide switches; the CHECK keeps it to one. */
export const appSettings = pgTable(
  'app_settings',
  {
    id: boolean('id').primaryKey().default(true),
    maintenanceMode: boolean('maintenance_mode').notNull().default(false),
    /** The operator's note to visitors while the store is closed ('' for none). */
    maintenanceMessage: text('maintenance_message').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('app_settings_single_row', sql`${table.id}`)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    email: text('email').notNull(),
    confirmTokenHash: text('confirm_token_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriptions_email_key').on(table.email),
    uniqueIndex('newsletter_subscriptions_confirm_token_key').on(table.confirmTokenHash),
  ],
);

/**
 * Fixed-window counters shared by every API process (lib/shared-rate-limit.ts: sign-in, mail, demo
 * funding, signed-in writes); no module owns them. Unlogged: a crash only restarts the
 * windows, and a count neither writes WAL nor waits for its flush.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

export * from '../modules/catalogue/schema';
export * from '../modules/news/schema';
export * from '../modules/launcher/schema';
export * from '../modules/users/schema';
export * from '../modules/ledger/schema';
export * from '../modules/prices/schema';
export * from '../modules/staking/schema';
export * from '../modules/token-staking/schema';
export * from '../modules/governance/schema';
export * from '../modules/seasons/schema';
export * from '../modules/withdrawals/schema';
export * from '../modules/layer2/schema';
export * from '../modules/deposits/schema';
export * from '../modules/marketplace/schema';
export * from '../modules/operators/schema';
export * from '../modules/audit/schema';
export * from '../modules/submissions/schema';
export * from '../modules/rankings/schema';
export * from '../modules/reviews/schema';
export * from '../modules/uploads/schema';
