import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { amount, chainId, int64, serialId, timestamptz, updatedAt } from '../../db/columns';
import { ledgerEntries } from '../ledger/schema';
import { users } from '../users/schema';

/**
 * How far the deposit indexer has read a Vault: the last block whose deposits are final. Keyed by the
 * chain's genesis hash too, so a demo chain started from scratch is read from its beginning again.
 */
export const depositCursors = pgTable(
  'deposit_cursors',
  {
    chainId: chainId(),
    vault: text('vault').notNull(),
    genesisHash: text('genesis_hash').notNull(),
    lastBlock: int64('last_block').notNull(),
    updatedAt: updatedAt(),
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
    id: serialId(),
    chainId: chainId(),
    genesisHash: text('genesis_hash').notNull(),
    vault: text('vault').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    blockNumber: int64('block_number').notNull(),
    blockHash: text('block_hash').notNull(),
    token: text('token').notNull(),
    fromAddress: text('from_address').notNull(),
    amount: amount('amount').notNull(),
    asset: text('asset'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<DepositStatus>().notNull(),
    entryId: int64('entry_id').references(() => ledgerEntries.id),
    seenAt: timestamptz('seen_at').notNull().defaultNow(),
    creditedAt: timestamptz('credited_at'),
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
