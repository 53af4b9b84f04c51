import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';
import { users } from '../users/schema';

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

/** Voucher nonces: unique forever, also across withdrawals that were cancelled or expired. */
export const withdrawNonces = pgSequence('withdraw_nonces', { startWith: 1 });

/**
 * One withdrawal: the amount held in pending_withdrawal and the ACE fees taken, the signed voucher, and how
 * it ended (fulfilled = paid out on chain; cancelled / expired = refunded by a reversing entry).
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    token: text('token').notNull(),
    amount: amount('amount').notNull(),
    feeCore: amount('fee_core').notNull(),
    feeNitro: amount('fee_nitro').notNull(),
    feeUbi: amount('fee_ubi').notNull(),
    nonce: bigint('nonce', { mode: 'bigint' }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    toAddress: text('to_address').notNull(),
    signature: text('signature').notNull(),
    /**
     * The L1 network the voucher was signed for (its chain id): only that network's Vault pays it, and
     * cancelling revokes it there. Null on vouchers from before there were two: the first network's.
     */
    chainId: integer('chain_id'),
    /** The block of that network when the voucher was signed: where searching for its events starts. */
    fromBlock: bigint('from_block', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    requestEntryId: bigint('request_entry_id', { mode: 'bigint' }).notNull(),
    settleEntryId: bigint('settle_entry_id', { mode: 'bigint' }),
    txHash: text('tx_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('withdrawals_nonce').on(table.nonce),
    uniqueIndex('withdrawals_tx_hash').on(table.txHash),
    index('withdrawals_pending').on(table.status, table.deadline),
    // The console dashboard's withdrawals per day.
    index('withdrawals_created_at_idx').on(table.createdAt),
    index('withdrawals_token_created').on(table.token, table.createdAt),
    index('withdrawals_user_token_created').on(table.userId, table.token, table.createdAt),
    // The activity list marks a withdrawal's row by its request's entry.
    index('withdrawals_request_entry_idx').on(table.requestEntryId),
    check('withdrawals_token', sql`${table.token} IN ('ACE', 'DAPPX')`),
    check('withdrawals_status', sql`${table.status} IN ('pending', 'fulfilled', 'cancelled', 'expired')`),
    check(
      'withdrawals_amounts',
      sql`${table.amount} > 0 AND ${table.feeCore} >= 0 AND ${table.feeNitro} >= 0 AND ${table.feeUbi} >= 0`,
    ),
    check(
      'withdrawals_settled',
      sql`(${table.status} = 'pending') = (${table.settleEntryId} IS NULL) AND (${table.status} = 'fulfilled') = (${table.txHash} IS NOT NULL)`,
    ),
  ],
);
