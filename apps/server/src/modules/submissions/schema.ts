import type { SubmittedContract } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { catalogueApps } from '../catalogue/schema';
import { users } from '../users/schema';

/** A dapp a signed-in user asked the store to list, and where the editors' review of it stands. */
export const dappSubmissions = pgTable(
  'dapp_submissions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** The URL as duplicates are compared: lower case, without a trailing slash. */
    urlKey: text('url_key').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull(),
    logo: text('logo').notNull(),
    chains: text('chains').array().notNull(),
    /** `[{ chain, address }]`, each address checksummed (EIP-55). */
    contracts: jsonb('contracts').$type<SubmittedContract[]>().notNull(),
    contactEmail: text('contact_email').notNull(),
    status: text('status').notNull().default('submitted'),
    /** The editor's last note (changes asked for) or reason (rejected). */
    note: text('note'),
    /** The catalogue app it became once approved. */
    appSlug: text('app_slug').references(() => catalogueApps.slug, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'dapp_submissions_status',
      sql`${table.status} IN ('submitted', 'changes_requested', 'approved', 'rejected')`,
    ),
    index('dapp_submissions_user_idx').on(table.userId, table.id),
    index('dapp_submissions_user_submitted_idx').on(table.userId, table.submittedAt),
    index('dapp_submissions_status_idx').on(table.status, table.updatedAt),
    index('dapp_submissions_url_key_idx').on(table.urlKey),
  ],
);

export type DappSubmission = typeof dappSubmissions.$inferSelect;
