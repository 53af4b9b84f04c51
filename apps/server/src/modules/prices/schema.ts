import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The demo price source: USD per token, set with `npm run admin -- price <symbol> <usd>`. */
export const marketPrices = pgTable('market_prices', {
  symbol: text('symbol').primaryKey(),
  usd: numeric('usd', { precision: 30, scale: 12 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
