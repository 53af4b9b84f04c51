import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from '../../db/columns';
import { users } from '../users/schema';

/**
 * One review per wallet per app, as its author last signed it: the message and signature are kept so
 * anyone can check it. An edit replaces the content only with a newer `signed_at` (the upsert's WHERE),
 * so two edits racing never leave the older one standing. Hidden by a moderator: kept, with the reason.
 * `app_slug` points at no table, as the rankings' rows do: an app is a catalogue app's or a game's slug.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    appSlug: text('app_slug').notNull(),
    /** Lowercase hex, as the indexer keeps its wallets. */
    wallet: text('wallet').notNull(),
    rating: smallint('rating').notNull(),
    language: text('language').notNull(),
    text: text('text').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true, precision: 3 }).notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    createdAt: createdAt(),
    editedAt: timestamptz('edited_at'),
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamptz('hidden_at'),
    /** The operator's address. */
    hiddenBy: text('hidden_by'),
  },
  (table) => [
    uniqueIndex('reviews_app_wallet_key').on(table.appSlug, table.wallet),
    uniqueIndex('reviews_signature_key').on(table.signature),
    index('reviews_app_created_idx').on(table.appSlug, table.createdAt),
    check('reviews_rating', sql`${table.rating} BETWEEN 1 AND 5`),
    check('reviews_language', sql`${table.language} IN ('en', 'es', 'pt')`),
    check('reviews_wallet_lower', sql`${table.wallet} = lower(${table.wallet})`),
    check(
      'reviews_hidden_whole',
      sql`(${table.hiddenAt} IS NULL) = (${table.hiddenReason} IS NULL) AND (${table.hiddenAt} IS NULL) = (${table.hiddenBy} IS NULL)`,
    ),
  ],
);

/** The team's one reply to a review, signed by a proven contract's controller; a newer one replaces it. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    reviewId: bigint('review_id', { mode: 'number' })
      .primaryKey()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    signer: text('signer').notNull(),
    role: text('role').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true, precision: 3 }).notNull(),
    message: text('message').notNull(),
    signature: text('signature').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('review_replies_signature_key').on(table.signature),
    check('review_replies_role', sql`${table.role} IN ('deployer', 'owner', 'admin')`),
    check('review_replies_signer_lower', sql`${table.signer} = lower(${table.signer})`),
  ],
);

export const reviewReportStatuses = ['open', 'dismissed', 'upheld'] as const;

/**
 * A user's report of a review, one per user per review. Open until a moderator dismisses it, or hides
 * the review (upheld); the console's queue is the visible reviews with open reports.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reviewId: bigint('review_id', { mode: 'number' })
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    status: text('status').$type<(typeof reviewReportStatuses)[number]>().notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: timestamptz('decided_at'),
  },
  (table) => [
    uniqueIndex('review_reports_review_user_key').on(table.reviewId, table.userId),
    index('review_reports_open_idx')
      .on(table.reviewId)
      .where(sql`${table.status} = 'open'`),
    check('review_reports_reason', sql`${table.reason} IN ('spam', 'offensive', 'off-topic', 'other')`),
    check('review_reports_status', sql`${table.status} IN ('open', 'dismissed', 'upheld')`),
  ],
);
