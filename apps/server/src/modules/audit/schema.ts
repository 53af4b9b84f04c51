import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per change an operator made: written in the change's own transaction, and never changed
 * after (a trigger refuses UPDATE, DELETE and TRUNCATE, so no one can rewrite it).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The operator's address, or `cli` for the admin command. */
    operator: text('operator').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_operator_idx').on(table.operator, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_at_idx').on(table.at),
  ],
);
