import { bigserial, index, inet, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Each Start click from the web3 browser: the address it reported and the one we saw. */
export const launcherChecks = pgTable(
  'launcher_checks',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    reportedIp: inet('reported_ip').notNull(),
    seenIp: inet('seen_ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('launcher_checks_created_at').on(table.createdAt)],
);
