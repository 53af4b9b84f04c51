import type { AuditAction, AuditEntry, AuditLogResponse, auditLogQuery } from '@dappx/shared';
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { getAddress } from 'viem';
import type { DbExecutor } from '../../db/client';
import { auditLog } from './schema';

/** Who made a change: an operator's address, `cli` (the admin command) or `env` (the start's first owner). */
export type Actor = string;

export type AuditRecord = {
  operator: Actor;
  action: AuditAction;
  target: string;
  before: unknown;
  after: unknown;
};

/**
 * Writes the change's row; call it with the change's own transaction, so a change without its row
 * (or a row without its change) never commits.
 */
export async function recordAudit(tx: DbExecutor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    operator: record.operator,
    action: record.action,
    target: record.target,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

type AuditQuery = z.output<typeof auditLogQuery>;

/** The row's target itself, or every target of that kind (what comes before the target's first colon). */
const targetIs = (target: string) =>
  sql`(lower(${auditLog.target}) = lower(${target}) OR lower(split_part(${auditLog.target}, ':', 1)) = lower(${target}))`;

function filtersOf(query: AuditQuery): SQL[] {
  const filters: (SQL | undefined)[] = [
    query.operator ? eq(auditLog.operator, getAddress(query.operator)) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.target ? targetIs(query.target) : undefined,
    query.from ? gte(auditLog.at, new Date(query.from)) : undefined,
    query.to ? lte(auditLog.at, new Date(query.to)) : undefined,
    query.before ? lt(auditLog.id, BigInt(query.before)) : undefined,
  ];
  return filters.filter((filter): filter is SQL => filter !== undefined);
}

/** A page of the log, newest first; `next` goes on below the page's last id (stable while rows are added). */
export async function listAudit(db: DbExecutor, query: AuditQuery): Promise<AuditLogResponse> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(...filtersOf(query)))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const entries: AuditEntry[] = page.map((row) => ({
    id: row.id.toString(),
    at: row.at.toISOString(),
    operator: row.operator,
    action: row.action as AuditAction,
    target: row.target,
    before: row.before,
    after: row.after,
  }));
  const next = rows.length > query.limit ? entries.at(-1)!.id : null;
  return { entries, next };
}
