import { count, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './client';

/** The page a console list asks for: how many rows to skip, and how many at most. */
export type PageAsked = { offset?: number; limit?: number };

/**
 * One page of the rows of `table` that `where` keeps, in `order`, and how many it keeps in all: a
 * console list's two reads, side by side. `pageSize` is the page when the list names none.
 */
export async function pageOfRows<T extends PgTable>(
  db: DbExecutor,
  table: T,
  { where, order }: { where: SQL | undefined; order: (SQL | AnyPgColumn)[] },
  page: PageAsked,
  pageSize: number,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...order)
      .offset(page.offset ?? 0)
      .limit(page.limit ?? pageSize),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as T['$inferSelect'][], total: counted?.n ?? 0 };
}

/**
 * Whether any of `columns` holds `text`, whatever its case (`text` given in lower case). strpos, not
 * LIKE: a searched % or _ is itself. A null column holds nothing.
 */
export const holdsText = (text: string, ...columns: AnyPgColumn[]): SQL =>
  or(...columns.map((column) => sql`strpos(lower(${column}), ${text}) > 0`))!;
