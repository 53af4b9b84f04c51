import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';
import { users } from '../users/schema';

/**
 * One balance per owner, asset and bucket. User accounts can never go negative (the CHECK, not code,
 * guarantees it); system accounts may, where they issue (rewards, mining, chain custody).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    bucket: text('bucket').notNull(),
    balance: amount('balance')
      .notNull()
      .default(sql`0`),
    isSystem: boolean('is_system').notNull(),
  },
  (table) => [
    check('ledger_accounts_user_not_negative', sql`${table.isSystem} OR ${table.balance} >= 0`),
    check('ledger_accounts_owner', sql`${table.isSystem} = (${table.userId} IS NULL)`),
    uniqueIndex('ledger_accounts_user_key')
      .on(table.userId, table.asset, table.bucket)
      .where(sql`${table.userId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_system_key')
      .on(table.asset, table.bucket)
      .where(sql`${table.userId} IS NULL`),
  ],
);

/**
 * The entry kinds that bring a token into the store or take it out (the history drawer's deposits and
 * withdrawals); a partial index holds each user's entries of these kinds, so a query names them as
 * literals (a parameter cannot be matched to the index's predicate).
 */
export const externalEntryKinds = ['airdrop', 'deposit', 'withdraw'] as const;
export type ExternalEntryKind = (typeof externalEntryKinds)[number];
const externalKindsList = sql.raw(externalEntryKinds.map((kind) => `'${kind}'`).join(', '));

/** One money movement; never edited, corrected only by a reversing entry. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    memo: text('memo').notNull().default(''),
    /** The chain transaction that moved the tokens in or out (a chain deposit, a paid-out withdrawal). */
    txHash: text('tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_user_idx').on(table.userId, table.id),
    index('ledger_entries_user_external_idx')
      .on(table.userId, table.id)
      .where(sql`${table.kind} IN (${externalKindsList})`),
    check('ledger_entries_tx_hash_format', sql`${table.txHash} ~* '^0x[0-9a-f]{64}$'`),
  ],
);

/**
 * How many of a user's entries of the external kinds have a line on the user's own accounts in an asset:
 * the deposits-and-withdrawals history's total, read as one row. A deferred trigger on `ledger_entries`
 * (ledger.sql) adds each such entry at its commit, when its lines are in: the posting code need not
 * know of it, and the total is never counted from the user's whole history.
 */
export const ledgerExternalEntryCounts = pgTable(
  'ledger_external_entry_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    asset: text('asset').notNull(),
    entries: bigint('entries', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.asset] })],
);

/** The lines of an entry: amounts added to (or, negative, taken from) accounts; per asset they sum to zero. */
export const ledgerPostings = pgTable(
  'ledger_postings',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerEntries.id),
    accountId: bigint('account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    asset: text('asset').notNull(),
    amount: amount('amount').notNull(),
    /**
     * Its entry's time (both default to the same transaction's now()), kept here so that a page of one
     * account's history, newest first, is read from an index rather than by sorting all its lines.
     */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_postings_not_zero', sql`${table.amount} <> 0`),
    index('ledger_postings_entry_idx').on(table.entryId),
    // With the entry: a history page finds each listed entry's lines on the user's account.
    index('ledger_postings_account_entry_idx').on(table.accountId, table.entryId),
    index('ledger_postings_account_time_idx').on(table.accountId, table.createdAt, table.id),
  ],
);

/** A replayable answer per user and Idempotency-Key, with a hash of the request it answered. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/**
 * Each token's credit limits, set by the owner alone (base units): the most one credit may be, the most
 * credits may total in 24 hours (posted and waiting alike), and the amount above which a second operator
 * must approve. A credit locks its token's row, so two credits never both fit under the same room.
 */
export const creditLimits = pgTable(
  'credit_limits',
  {
    token: text('token').primaryKey(),
    perCreditCap: amount('per_credit_cap').notNull(),
    perDayCap: amount('per_day_cap').notNull(),
    approvalThreshold: amount('approval_threshold').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'credit_limits_order',
      sql`${table.approvalThreshold} >= 0 AND ${table.approvalThreshold} <= ${table.perCreditCap} AND ${table.perCreditCap} > 0 AND ${table.perCreditCap} <= ${table.perDayCap}`,
    ),
  ],
);

/**
 * Every credit an operator (or the admin command) asked for: posted at once, or waiting for a second
 * operator above the approval threshold, then posted or rejected. Whoever decides is never whoever asked
 * (a CHECK keeps the four eyes), and a posted credit names its one ledger entry.
 */
export const credits = pgTable(
  'credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    address: text('address').notNull(),
    token: text('token').notNull(),
    amount: amount('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['posted', 'pending', 'rejected'] }).notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    entryId: bigint('entry_id', { mode: 'bigint' }).references(() => ledgerEntries.id),
  },
  (table) => [
    check('credits_amount_positive', sql`${table.amount} > 0`),
    check('credits_status', sql`${table.status} IN ('posted', 'pending', 'rejected')`),
    check('credits_four_eyes', sql`${table.decidedBy} IS NULL OR ${table.decidedBy} <> ${table.requestedBy}`),
    check('credits_posted_entry', sql`(${table.status} = 'posted') = (${table.entryId} IS NOT NULL)`),
    uniqueIndex('credits_entry_key').on(table.entryId),
    index('credits_token_time_idx').on(table.token, table.requestedAt),
    index('credits_pending_idx')
      .on(table.requestedAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);
