import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The last good read of the feeds, served when no feed answers. */
export const newsItems = pgTable('news_items', {
  link: text('link').primaryKey(),
  title: text('title').notNull(),
  pubDate: timestamp('pub_date', { withTimezone: true }).notNull(),
  image: text('image').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The RSS feeds the news are read from, as editors set them in the console; while none is published
 * the configured ones (NEWS_FEEDS, else the demo feed) are read.
 */
export const newsFeeds = pgTable('news_feeds', {
  id: text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`),
  url: text('url').notNull().unique(),
  position: integer('position').notNull(),
  hidden: boolean('hidden').notNull().default(false),
});
