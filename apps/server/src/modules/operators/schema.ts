import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The people who run the store from the console, by wallet; never deleted, only disabled. */
export const operators = pgTable(
  'operators',
  {
    /** Checksummed; matched in lower case. */
    address: text('address').primaryKey(),
    role: text('role', { enum: ['owner', 'editor', 'support', 'finance'] }).notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator who added this one, `cli` (the admin command) or `env` (ADMIN_OWNER_ADDRESS). */
    addedBy: text('added_by').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /** The one-time number the next console sign-in signs; replaced at every sign-in. */
    nonce: text('nonce').notNull(),
  },
  (table) => [
    uniqueIndex('operators_address_lower_key').on(sql`lower(${table.address})`),
    check('operators_address_format', sql`${table.address} ~ '^0x[0-9a-fA-F]{40}$'`),
    check('operators_role', sql`${table.role} in ('owner', 'editor', 'support', 'finance')`),
  ],
);

/** Console sessions by the hash of their token, apart from users' sessions: one never opens the other. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorAddress: text('operator_address')
      .notNull()
      .references(() => operators.address),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('operator_sessions_operator_idx').on(table.operatorAddress)],
);

/**
 * The one secret the console's sign-in messages are derived with (a single row, drawn by the first
 * process that needs it): every replica derives the same message, and a stranger's address costs no row.
 */
export const operatorNonceKey = pgTable(
  'operator_nonce_key',
  {
    id: smallint('id').primaryKey().default(1),
    secret: text('secret').notNull(),
  },
  (table) => [check('operator_nonce_key_one_row', sql`${table.id} = 1`)],
);
