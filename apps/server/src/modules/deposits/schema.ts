import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';
import { ledgerEntries } from '../ledger/schema';
import { users } from '../users/schema';

/**
 * How far the deposit indexer has read a Vault: the last block whose deposits are final. Keyed by the
 * chain's genesis hash too, so a demo chain started from scratch is read from its beginning again.
 */
export const depositCursors = pgTable(
  'deposit_cursors',
  {
    chainId: integer('chain_id').notNull(),
    vault: text('vault').notNull(),
    genesisHash: text('genesis_hash').notNull(),
    lastBlock: bigint('last_block', { mode: 'bigint' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.vault, table.genesisHash] })],
);

export const depositStatuses = ['pending', 'credited', 'unclaimed', 'unknown_token'] as const;
export type DepositStatus = (typeof depositStatuses)[number];

/**
 * One Deposited event of the Vault. 'pending' while its block is not yet confirmed (deleted again if a
 * reorg drops it); then 'credited' (with its ledger entry), 'unclaimed' (no registered wallet sent
 * it) or 'unknown_token' (a token the store does not take). Credited at most once: the unique key.
 */
export const chainDeposits = pgTable(
  'chain_deposits',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    genesisHash: text('genesis_hash').notNull(),
    vault: text('vault').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    token: text('token').notNull(),
    fromAddress: text('from_address').notNull(),
    amount: amount('amount').notNull(),
    asset: text('asset'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<DepositStatus>().notNull(),
    entryId: bigint('entry_id', { mode: 'bigint' }).references(() => ledgerEntries.id),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chain_deposits_event_key').on(
      table.chainId,
      table.genesisHash,
      table.txHash,
      table.logIndex,
    ),
    uniqueIndex('chain_deposits_entry_key').on(table.entryId),
    index('chain_deposits_user_idx').on(table.userId, table.status),
    // The console dashboard's deposits per day.
    index('chain_deposits_credited_at_idx').on(table.creditedAt),
    check(
      'chain_deposits_status',
      sql`${table.status} IN ('pending', 'credited', 'unclaimed', 'unknown_token')`,
    ),
    check('chain_deposits_amount', sql`${table.amount} >= 0`),
    check(
      'chain_deposits_credited_entry',
      sql`(${table.status} = 'credited') = (${table.entryId} IS NOT NULL AND ${table.userId} IS NOT NULL)`,
    ),
  ],
);
