import { sql } from 'drizzle-orm';
import type { CleanedReason } from '@dappx/shared';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { amount, chainId, int64, timestamptz, updatedAt } from '../../db/columns';

/**
 * Addresses and hashes are kept in lowercase hex, so rows match without lower() on every read. An app
 * is a catalogue app's or a game's slug (the `rankings_apps` view reads both), so no key points at
 * either table: the indexer forgets an app's rows when its contracts are no longer listed.
 */
const appSlug = () => text('app_slug').notNull();

/** The block a row came in. */
const inBlock = () => ({
  blockNumber: int64('block_number').notNull(),
  blockTime: timestamptz('block_time').notNull(),
});

/** One log of a transaction to an app's contract, where it stands on its chain. */
const appLog = () => ({
  chainId: chainId(),
  txHash: text('tx_hash').notNull(),
  logIndex: integer('log_index').notNull(),
  appSlug: appSlug(),
  ...inBlock(),
});

/** An app's figures on a chain in one hour (`hour` its start). */
const appHour = () => ({
  appSlug: appSlug(),
  chainId: chainId(),
  hour: timestamptz('hour').notNull(),
});

/**
 * How far the rankings indexer has read one chain: every block below `next_block` is indexed for the
 * contracts that are caught up. A different genesis hash means the chain was started anew.
 */
export const rankingsChains = pgTable('rankings_chains', {
  chainId: integer('chain_id').primaryKey(),
  genesisHash: text('genesis_hash').notNull(),
  nextBlock: int64('next_block').notNull(),
  updatedAt: updatedAt(),
});

/** The hashes of the newest indexed blocks of each chain: a reorg shows as a height whose hash changed. */
export const rankingsBlocks = pgTable(
  'rankings_blocks',
  {
    chainId: chainId(),
    blockNumber: int64('block_number').notNull(),
    blockHash: text('block_hash').notNull(),
    blockTime: timestamptz('block_time').notNull(),
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
    chainId: chainId(),
    address: text('address').notNull(),
    appSlug: appSlug(),
    nextBlock: int64('next_block').notNull(),
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
    chainId: chainId(),
    txHash: text('tx_hash').notNull(),
    appSlug: appSlug(),
    ...inBlock(),
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
    ...appLog(),
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
    ...appHour(),
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
    ...appHour(),
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
    ...appHour(),
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
    hour: timestamptz('hour').notNull(),
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
    chainId: chainId(),
    address: text('address').notNull(),
    token: text('token').notNull(),
    hour: timestamptz('hour').notNull(),
    ...inBlock(),
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
    chainId: chainId(),
    appSlug: appSlug(),
    windowEnd: timestamptz('window_end').notNull(),
    measuredAt: timestamptz('measured_at').notNull(),
    transactionsNow: int64('transactions_now').notNull(),
    transactionsBefore: int64('transactions_before').notNull(),
    uawNow: int64('uaw_now').notNull(),
    uawBefore: int64('uaw_before').notNull(),
    volumeNow: numeric('volume_now', { precision: 40, scale: 2 }).notNull(),
    volumeBefore: numeric('volume_before', { precision: 40, scale: 2 }).notNull(),
    balanceNow: numeric('balance_now', { precision: 40, scale: 2 }).notNull(),
    balanceBefore: numeric('balance_before', { precision: 40, scale: 2 }).notNull(),
    trustedUawNow: int64('trusted_uaw_now').notNull(),
    trustedUawBefore: int64('trusted_uaw_before').notNull(),
    cleanTransactionsNow: int64('clean_transactions_now').notNull(),
    cleanTransactionsBefore: int64('clean_transactions_before').notNull(),
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
    chainId: chainId(),
    wallet: text('wallet').notNull(),
    funder: text('funder'),
    blockNumber: int64('block_number'),
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
    ...appLog(),
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
