import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from '../../db/columns';

/**
 * The files editors and submitters upload, shared by every replica: named as they are served,
 * `<sha-256 of the bytes>.<extension of their checked kind>`. Select `bytes` only in slices
 * (`uploadSlice`): a video is 20 MB.
 */
export const uploads = pgTable(
  'uploads',
  {
    name: text('name').primaryKey(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('uploads_name_form', sql`${table.name} ~ '^[0-9a-f]{64}\\.(png|jpg|webp|gif|mp4|webm)$'`),
  ],
);
