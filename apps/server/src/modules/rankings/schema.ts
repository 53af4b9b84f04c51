import { sql } from 'drizzle-orm';
import type { CleanedReason } from '@dappx/shared';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { amount } from '../../db/columns';

/**
 * Addresses and hashes are kept in lowercase hex, so rows match without lower() on every read. An app
 * is a catalogue app's or a game's slug (the `rankings_apps` view reads both), so no key points at
 * either table: the indexer forgets an app's rows when its contracts are no longer listed.
 */
const appSlug = () => text('app_slug').notNull();

/**
 * How far the rankings indexer has read one chain: every block below `next_block` is indexed for the
 * contracts that are caught up. A different genesis hash means the chain was started anew.
 */
export const rankingsChains = pgTable('rankings_chains', {
  chainId: integer('chain_id').primaryKey(),
  genesisHash: text('genesis_hash').notNull(),
  nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The hashes of the newest indexed blocks of each chain: a reorg shows as a height whose hash changed. */
export const rankingsBlocks = pgTable(
  'rankings_blocks',
  {
    chainId: integer('chain_id').notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockHash: text('block_hash').notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.chainId, table.blockNumber] })],
);

/**
 * The app contracts being watched, as the catalogue lists them, each with its own cursor: one listed
 * later is read from block 0 until it catches up with its chain's cursor.
 */
export const rankingsContracts = pgTable(
  'rankings_contracts',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    appSlug: appSlug(),
    nextBlock: bigint('next_block', { mode: 'bigint' }).notNull(),
    /** Whether it counted (proven by its team or added by an editor) when its rows were last classified. */
    counted: boolean('counted').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.address, table.appSlug] }),
    index('rankings_contracts_app_idx').on(table.appSlug),
  ],
);

export const rankingsNotCountedReasons = ['reverted', 'internal', 'unproven'] as const;
export type RankingsNotCountedReason = (typeof rankingsNotCountedReasons)[number];

/**
 * One transaction whose `to` is an app's contract. Kept even when it does not count (`not_counted`:
 * reverted, sent from another contract of the same app, or to a contract neither its team proved nor an
 * editor added), so the trace can show it.
 */
export const rankingsTransactions = pgTable(
  'rankings_transactions',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    appSlug: appSlug(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    /** The chain's coin sent, in wei. */
    value: amount('value').notNull(),
    status: text('status').$type<'success' | 'reverted'>().notNull(),
    notCounted: text('not_counted').$type<RankingsNotCountedReason>(),
    /** Why the cleaned figures leave the row out (the raw ones still count it), by `cleaning.ts`. */
    cleaned: text('cleaned').$type<CleanedReason>(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.appSlug] }),
    index('rankings_transactions_app_time_idx').on(table.appSlug, table.blockTime),
    index('rankings_transactions_app_chain_time_idx').on(table.appSlug, table.chainId, table.blockTime),
    index('rankings_transactions_chain_block_idx').on(table.chainId, table.blockNumber),
    check('rankings_transactions_status', sql`${table.status} IN ('success', 'reverted')`),
    check(
      'rankings_transactions_not_counted',
      sql`${table.notCounted} IN ('reverted', 'internal', 'unproven')`,
    ),
    check('rankings_transactions_value', sql`${table.value} >= 0`),
    check('rankings_transactions_cleaned', sql`${table.cleaned} IN ('farm', 'burst', 'wash')`),
    index('rankings_transactions_app_from_idx').on(table.appSlug, table.chainId, table.fromAddress),
  ],
);

/**
 * One ERC-20 `Transfer` log into an app's contract (`token` the emitting contract, `amount` in its base
 * units); 'internal' when it comes from another contract of the same app. Whether the store prices the
 * token is decided when figures are read, so a price added later applies to the past too.
 */
export const rankingsTransfers = pgTable(
  'rankings_transfers',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    appSlug: appSlug(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    amount: amount('amount').notNull(),
    notCounted: text('not_counted').$type<Exclude<RankingsNotCountedReason, 'reverted'>>(),
    cleaned: text('cleaned').$type<CleanedReason>(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex, table.appSlug] }),
    index('rankings_transfers_app_chain_time_idx').on(table.appSlug, table.chainId, table.blockTime),
    index('rankings_transfers_app_time_idx').on(table.appSlug, table.blockTime),
    index('rankings_transfers_chain_block_idx').on(table.chainId, table.blockNumber),
    check('rankings_transfers_not_counted', sql`${table.notCounted} IN ('internal', 'unproven')`),
    check('rankings_transfers_amount', sql`${table.amount} >= 0`),
    check('rankings_transfers_cleaned', sql`${table.cleaned} IN ('farm', 'burst', 'wash')`),
  ],
);

/** The counted transactions of an app on a chain in one hour (`hour` its start), rebuilt from the rows. */
export const rankingsHourly = pgTable(
  'rankings_hourly',
  {
    appSlug: appSlug(),
    chainId: integer('chain_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    transactions: integer('transactions').notNull(),
    /** Of those, the ones no cleaning rule flags. */
    cleanTransactions: integer('clean_transactions').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.appSlug, table.chainId, table.hour] }),
    index('rankings_hourly_hour_idx').on(table.hour),
  ],
);

/** The native coin for volume rows: no token contract has this address. */
export const nativeToken = 'native';

/**
 * The counted value into an app's contracts on a chain in one hour, per token (`native` for the coin),
 * in base units: USD is reckoned at read time from the hour's price.
 */
export const rankingsHourlyVolume = pgTable(
  'rankings_hourly_volume',
  {
    appSlug: appSlug(),
    chainId: integer('chain_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    amount: amount('amount').notNull(),
    /** Of that, what came in rows no cleaning rule flags. */
    cleanAmount: amount('clean_amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.appSlug, table.chainId, table.hour, table.token] }),
    index('rankings_hourly_volume_hour_idx').on(table.hour),
  ],
);

/**
 * Each wallet active for an app on a chain in an hour, once: UAW over any window and chains is
 * `count(DISTINCT wallet)` over these rows, never a sum of hourly counts.
 */
export const rankingsHourlyWallets = pgTable(
  'rankings_hourly_wallets',
  {
    appSlug: appSlug(),
    chainId: integer('chain_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    wallet: text('wallet').notNull(),
    /** Whether the wallet sent a row that no cleaning rule flags in the hour: it counts in trusted UAW. */
    trusted: boolean('trusted').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.appSlug, table.chainId, table.hour, table.wallet] }),
    index('rankings_hourly_wallets_hour_idx').on(table.hour),
    // A reviewer's use of an app (modules/reviews): its rows by app and wallet.
    index('rankings_hourly_wallets_app_wallet_idx').on(table.appSlug, table.wallet, table.hour),
  ],
);

/**
 * USD per priced token (ACE, DAPPX, ETH, IMX) at each hour, its first read of the price source: a volume
 * is valued at the price of its own hour, or the nearest hour recorded before it (after it, for hours
 * older than the first record).
 */
export const rankingsPrices = pgTable(
  'rankings_prices',
  {
    symbol: text('symbol').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    usd: numeric('usd', { precision: 30, scale: 12 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.symbol, table.hour] }),
    check('rankings_prices_usd', sql`${table.usd} >= 0`),
  ],
);

/**
 * What a watched contract held of a priced token (`native` the coin) in an hour: the newest read of the
 * hour stands. Keyed by address, not app, so a contract an editor removes stops counting at once.
 */
export const rankingsBalances = pgTable(
  'rankings_balances',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    token: text('token').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    amount: amount('amount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.address, table.token, table.hour] }),
    index('rankings_balances_chain_block_idx').on(table.chainId, table.blockNumber),
    check('rankings_balances_amount', sql`${table.amount} >= 0`),
  ],
);

/**
 * Each app's figures over a window on a chain (`chain_id` 0: all chains), with their change and series,
 * as measured at the window's end: what the rankings answer from. The indexer measures them again for
 * the apps each round changes, and for every app when a new hour moves the windows.
 */
export const rankingsWindowFigures = pgTable(
  'rankings_window_figures',
  {
    window: text('window').notNull(),
    chainId: integer('chain_id').notNull(),
    appSlug: appSlug(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    measuredAt: timestamp('measured_at', { withTimezone: true }).notNull(),
    transactionsNow: bigint('transactions_now', { mode: 'bigint' }).notNull(),
    transactionsBefore: bigint('transactions_before', { mode: 'bigint' }).notNull(),
    uawNow: bigint('uaw_now', { mode: 'bigint' }).notNull(),
    uawBefore: bigint('uaw_before', { mode: 'bigint' }).notNull(),
    volumeNow: numeric('volume_now', { precision: 40, scale: 2 }).notNull(),
    volumeBefore: numeric('volume_before', { precision: 40, scale: 2 }).notNull(),
    balanceNow: numeric('balance_now', { precision: 40, scale: 2 }).notNull(),
    balanceBefore: numeric('balance_before', { precision: 40, scale: 2 }).notNull(),
    trustedUawNow: bigint('trusted_uaw_now', { mode: 'bigint' }).notNull(),
    trustedUawBefore: bigint('trusted_uaw_before', { mode: 'bigint' }).notNull(),
    cleanTransactionsNow: bigint('clean_transactions_now', { mode: 'bigint' }).notNull(),
    cleanTransactionsBefore: bigint('clean_transactions_before', { mode: 'bigint' }).notNull(),
    cleanVolumeNow: numeric('clean_volume_now', { precision: 40, scale: 2 }).notNull(),
    cleanVolumeBefore: numeric('clean_volume_before', { precision: 40, scale: 2 }).notNull(),
    series: jsonb('series').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.window, table.chainId, table.appSlug] }),
    index('rankings_window_figures_app_idx').on(table.appSlug),
    check('rankings_window_figures_window', sql`${table.window} IN ('24h', '7d', '30d')`),
  ],
);

/**
 * The apps whose kept figures no longer match their rows: marked where the rows, balances or prices
 * change, cleared when the round that marked them measures them again, before it commits. Unkeyed, so
 * two rounds marking one app never wait on each other.
 */
export const rankingsStale = pgTable('rankings_stale', { appSlug: appSlug() }, (table) => [
  index('rankings_stale_app_idx').on(table.appSlug),
]);

/**
 * Each wallet's first funder on a chain: the sender of the first plain transaction that brought it coin
 * (`funder` null when its first coin came another way, e.g. from inside a contract call). Looked up
 * when the wallet first shows among an app's senders; rolled back with its block.
 */
export const rankingsFunders = pgTable(
  'rankings_funders',
  {
    chainId: integer('chain_id').notNull(),
    wallet: text('wallet').notNull(),
    funder: text('funder'),
    blockNumber: bigint('block_number', { mode: 'bigint' }),
    txHash: text('tx_hash'),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.wallet] }),
    index('rankings_funders_funder_idx').on(table.chainId, table.funder),
    index('rankings_funders_block_idx').on(table.chainId, table.blockNumber),
  ],
);

/** One item sale a watched contract reported (`Sold`): what the wash-trade rules look at. */
export const rankingsSales = pgTable(
  'rankings_sales',
  {
    chainId: integer('chain_id').notNull(),
    txHash: text('tx_hash').notNull(),
    logIndex: integer('log_index').notNull(),
    appSlug: appSlug(),
    blockNumber: bigint('block_number', { mode: 'bigint' }).notNull(),
    blockTime: timestamp('block_time', { withTimezone: true }).notNull(),
    collection: text('collection').notNull(),
    item: amount('item').notNull(),
    seller: text('seller').notNull(),
    buyer: text('buyer').notNull(),
    price: amount('price').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.txHash, table.logIndex, table.appSlug] }),
    index('rankings_sales_app_item_idx').on(
      table.appSlug,
      table.chainId,
      table.collection,
      table.item,
      table.blockTime,
    ),
    index('rankings_sales_chain_block_idx').on(table.chainId, table.blockNumber),
    check('rankings_sales_price', sql`${table.price} >= 0`),
  ],
);
