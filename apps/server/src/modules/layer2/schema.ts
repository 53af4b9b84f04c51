import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';
import { users } from '../users/schema';

/** Each account's layer-2 address, proven by a signature; the spec allows only the account's own. */
export const layer2Links = pgTable(
  'layer2_links',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: text('address').notNull(),
    chainId: integer('chain_id').notNull(),
    signature: text('signature').notNull(),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('layer2_links_address_format', sql`${table.address} ~ '^0x[0-9a-fA-F]{40}$'`)],
);

/**
 * One row per EthDeposited event of a bridge: the L2 payment it owes. The signed payment is stored
 * before it is broadcast, so a restart re-sends the very same transaction (same hash) instead of a
 * second payment; `pending` -> `sent` once L2 shows its receipt.
 */
export const layer2BridgeDeposits = pgTable(
  'layer2_bridge_deposits',
  {
    /** The cursor key of the bridge: L1 chain id, bridge address and L1 genesis hash. */
    source: text('source').notNull(),
    depositId: amount('deposit_id').notNull(),
    l1TxHash: text('l1_tx_hash').notNull(),
    l1LogIndex: integer('l1_log_index').notNull(),
    l1Block: bigint('l1_block', { mode: 'bigint' }).notNull(),
    fromAddress: text('from_address').notNull(),
    l2Recipient: text('l2_recipient').notNull(),
    amount: amount('amount').notNull(),
    status: text('status').notNull().default('pending'),
    relayer: text('relayer').notNull(),
    l2Nonce: integer('l2_nonce').notNull(),
    l2TxHash: text('l2_tx_hash').notNull(),
    l2RawTx: text('l2_raw_tx').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('layer2_bridge_deposits_deposit_key').on(table.source, table.depositId),
    uniqueIndex('layer2_bridge_deposits_l2_tx_key').on(table.l2TxHash),
    check('layer2_bridge_deposits_status', sql`${table.status} IN ('pending', 'sent')`),
    check('layer2_bridge_deposits_amount', sql`${table.amount} > 0`),
  ],
);

/** How far the relayer has read a bridge's events; keyed so another chain or redeploy starts afresh. */
export const layer2BridgeCursors = pgTable('layer2_bridge_cursors', {
  key: text('key').primaryKey(),
  lastBlock: bigint('last_block', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
