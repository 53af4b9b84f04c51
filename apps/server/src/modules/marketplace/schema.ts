import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NftMetadata } from '@dappx/shared';
import { amount, createdAt, timestamptz, uuidId } from '../../db/columns';
import { users } from '../users/schema';

/** An ERC-721 collection on L2; its contract address is known once deployed (set at start in demo mode). */
export const nftCollections = pgTable(
  'nft_collections',
  {
    id: uuidId(),
    name: text('name').notNull(),
    symbol: text('symbol').notNull(),
    description: text('description').notNull().default(''),
    contractAddress: text('contract_address'),
    chainId: integer('chain_id'),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'nft_collections_contract_format',
      sql`${table.contractAddress} IS NULL OR ${table.contractAddress} ~ '^0x[0-9a-fA-F]{40}$'`,
    ),
  ],
);

/**
 * A token for sale. status: 0 available, 1 held by an open order, 2 sold (minted to owner_address).
 * The price is in base units of the L2 native coin.
 */
export const nftTokens = pgTable(
  'nft_tokens',
  {
    id: uuidId(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => nftCollections.id),
    tokenId: amount('token_id').notNull(),
    assetId: text('asset_id').notNull(),
    metadata: jsonb('metadata').$type<NftMetadata>().notNull(),
    price: amount('price').notNull(),
    status: smallint('status').notNull().default(0),
    ownerAddress: text('owner_address'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('nft_tokens_collection_token_key').on(table.collectionId, table.tokenId),
    uniqueIndex('nft_tokens_asset_id_key').on(table.assetId),
    // The market page in price order, and a buyer's own NFTs (My NFTs).
    index('nft_tokens_price_idx').on(table.price, table.collectionId, table.tokenId),
    index('nft_tokens_owner_idx')
      .on(sql`lower(${table.ownerAddress})`)
      .where(sql`${table.ownerAddress} IS NOT NULL`),
    check('nft_tokens_status', sql`${table.status} IN (0, 1, 2)`),
    check('nft_tokens_price', sql`${table.price} > 0`),
    check('nft_tokens_sold_owner', sql`(${table.status} = 2) = (${table.ownerAddress} IS NOT NULL)`),
  ],
);

/**
 * What a payment transaction to the admin wallet was used for: one order or one refund, never both and
 * never two. Taken first, inside the transaction that decides a payment's outcome; an order's tx_id and a
 * refund's payment_tx_id each need a claim of their own purpose (foreign keys on (tx id, purpose)), so
 * the database itself refuses a payment that pays twice.
 */
export const nftPaymentClaims = pgTable(
  'nft_payment_claims',
  {
    paymentTxId: text('payment_tx_id').primaryKey(),
    purpose: text('purpose').notNull(),
    claimedAt: timestamptz('claimed_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('nft_payment_claims_tx_purpose_key').on(table.paymentTxId, table.purpose),
    check('nft_payment_claims_purpose', sql`${table.purpose} IN ('order', 'refund')`),
    check('nft_payment_claims_tx_format', sql`${table.paymentTxId} ~ '^0x[0-9a-f]{64}$'`),
  ],
);

/**
 * A buyer's order for one token. Only one open order per token (partial unique index); a payment
 * transaction pays for at most one order across all of them (unique tx_id), and for no refund (its claim).
 */
export const nftOrders = pgTable(
  'nft_orders',
  {
    id: uuidId(),
    tokenId: uuid('token_id')
      .notNull()
      .references(() => nftTokens.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    buyerAddress: text('buyer_address').notNull(),
    price: amount('price').notNull(),
    status: text('status').notNull().default('open'),
    txId: text('tx_id'),
    claimPurpose: text('claim_purpose')
      .notNull()
      .generatedAlwaysAs(sql`'order'`),
    mintTxId: text('mint_tx_id'),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    closedAt: timestamptz('closed_at'),
  },
  (table) => [
    uniqueIndex('nft_orders_one_open_per_token')
      .on(table.tokenId)
      .where(sql`${table.status} = 'open'`),
    uniqueIndex('nft_orders_tx_id_key').on(table.txId),
    index('nft_orders_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
    check('nft_orders_status', sql`${table.status} IN ('open', 'fulfilled', 'cancelled', 'expired')`),
    check('nft_orders_fulfilled_paid', sql`${table.status} <> 'fulfilled' OR ${table.txId} IS NOT NULL`),
    check('nft_orders_price', sql`${table.price} > 0`),
    foreignKey({
      name: 'nft_orders_payment_claimed',
      columns: [table.txId, table.claimPurpose],
      foreignColumns: [nftPaymentClaims.paymentTxId, nftPaymentClaims.purpose],
    }),
  ],
);

/**
 * A payment to the admin wallet the store did not use, owed back to the wallet that sent it. It is sent
 * only when that wallet's own session asks (its fulfil of an order, or its claim), or by an operator: a
 * stranger's word records it as due and sends nothing. The refund pays its own gas (gas_fee, taken from
 * the amount), so no refund costs the store more than it received. attempted_at is set before sending:
 * one attempted but not recorded as sent (a crash in between) is left to an operator, never sent twice.
 */
export const nftRefunds = pgTable(
  'nft_refunds',
  {
    id: uuidId(),
    paymentTxId: text('payment_tx_id').notNull(),
    claimPurpose: text('claim_purpose')
      .notNull()
      .generatedAlwaysAs(sql`'refund'`),
    orderId: uuid('order_id').references(() => nftOrders.id),
    toAddress: text('to_address').notNull(),
    amount: amount('amount').notNull(),
    gasFee: amount('gas_fee'),
    reason: text('reason').notNull(),
    status: text('status').notNull().default('due'),
    refundTxId: text('refund_tx_id'),
    attemptedAt: timestamptz('attempted_at'),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    uniqueIndex('nft_refunds_payment_tx_id_key').on(table.paymentTxId),
    check('nft_refunds_amount', sql`${table.amount} > 0`),
    check(
      'nft_refunds_reason',
      sql`${table.reason} IN ('underpaid', 'wrong-sender', 'token-unavailable', 'unused')`,
    ),
    check('nft_refunds_status', sql`${table.status} IN ('due', 'sent')`),
    check('nft_refunds_sent_tx', sql`(${table.status} = 'sent') = (${table.refundTxId} IS NOT NULL)`),
    check(
      'nft_refunds_gas_fee',
      sql`${table.gasFee} IS NULL OR (${table.gasFee} >= 0 AND ${table.gasFee} < ${table.amount})`,
    ),
    foreignKey({
      name: 'nft_refunds_payment_claimed',
      columns: [table.paymentTxId, table.claimPurpose],
      foreignColumns: [nftPaymentClaims.paymentTxId, nftPaymentClaims.purpose],
    }),
  ],
);
