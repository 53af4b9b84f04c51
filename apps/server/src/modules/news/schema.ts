import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The last good read of the feeds, served when no feed answers. */
export const newsItems = pgTable('news_items', {
  link: text('link').primaryKey(),
  title: text('title').notNull(),
  pubDate: timestamp('pub_date', { withTimezone: true }).notNull(),
  image: text('image').notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
});
