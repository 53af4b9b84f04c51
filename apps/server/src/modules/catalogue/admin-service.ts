import {
  catalogueAdminTexts,
  errorCodes,
  type AuditAction,
  type CatalogueRow,
  type CatalogueTable,
} from '@dappx/shared';
import { and, asc, desc, eq, gt, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { pgErrorCode } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit';
import { adminTables, type AdminTable } from './admin-tables';
import { announceCatalogueChange } from './changes';

type Raw = Record<string, unknown>;
type Fields = Record<string, unknown>;

/** A row as the console edits it: the generated search column is the database's own business. */
function toRow(spec: AdminTable, raw: Raw): CatalogueRow {
  const { searchName: _searchName, ...fields } = raw;
  return {
    ...fields,
    id: String(raw[spec.keyField]),
    position: spec.position ? (raw.position as number) : null,
    hidden: Boolean(raw.hidden),
  };
}

/** Every row of a table, hidden ones too, in the order the store shows them. */
export async function listCatalogueRows(db: DbExecutor, table: CatalogueTable): Promise<CatalogueRow[]> {
  const spec = adminTables[table];
  const order = [spec.group?.column, spec.position, spec.key].filter((c) => c !== undefined);
  const rows = (await db
    .select()
    .from(spec.table)
    .orderBy(...order.map((column) => sql`${column} ASC NULLS FIRST`))) as Raw[];
  return rows.map((raw) => toRow(spec, raw));
}

async function lockedRow(tx: DbExecutor, spec: AdminTable, id: string): Promise<Raw> {
  const [raw] = (await tx.select().from(spec.table).where(eq(spec.key, id)).for('update')) as Raw[];
  if (!raw) throw new AppError(404, errorCodes.notFound, catalogueAdminTexts.noSuchRow);
  return raw;
}

/** The rows of `spec` ordered together with `raw` (same list, same menu parent), or all of them. */
function sameGroup(spec: AdminTable, raw: Raw): SQL | undefined {
  if (!spec.group) return undefined;
  const value = raw[spec.group.field];
  return value === null || value === undefined ? isNull(spec.group.column) : eq(spec.group.column, value);
}

async function nextPosition(tx: DbExecutor, spec: AdminTable, fields: Fields): Promise<number> {
  const [{ last }] = (await tx
    .select({ last: sql<number>`coalesce(max(${spec.position}), 0)::int` })
    .from(spec.table)
    .where(sameGroup(spec, fields))) as [{ last: number }];
  return last + 1;
}

/** A database refusal the operator can fix, in words: a duplicate key or a reference to nothing. */
function refusalOf(error: unknown): AppError | undefined {
  const code = pgErrorCode(error);
  // 23505: unique violation; 23503: foreign key violation.
  if (code === '23505') return new AppError(409, errorCodes.conflict, catalogueAdminTexts.taken);
  if (code === '23503') return new AppError(400, errorCodes.validation, catalogueAdminTexts.missingReference);
  return undefined;
}

type Change = { actor: Actor; action: AuditAction; table: CatalogueTable; id: string };

/** Runs one change and its audit row in one transaction, and tells every replica the catalogue changed. */
async function change<T>(
  db: Db,
  { actor, action, table, id }: Change,
  apply: (tx: DbExecutor) => Promise<{ before: unknown; after: unknown; id?: string; answer: T }>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const done = await apply(tx);
      const target = `${table}:${done.id ?? id}`;
      await recordAudit(tx, { operator: actor, action, target, before: done.before, after: done.after });
      await announceCatalogueChange(tx, table);
      return done.answer;
    });
  } catch (error) {
    throw refusalOf(error) ?? error;
  }
}

export async function createCatalogueRow(db: Db, actor: Actor, table: CatalogueTable, fields: Fields) {
  const spec = adminTables[table];
  return change(db, { actor, action: 'catalogue.create', table, id: '' }, async (tx) => {
    const values: Fields = { ...fields };
    if (spec.newKey) values[spec.keyField] = spec.newKey();
    if (spec.position) values.position = await nextPosition(tx, spec, fields);
    const [raw] = (await tx.insert(spec.table).values(values).returning()) as Raw[];
    const row = toRow(spec, raw!);
    return { before: null, after: row, id: row.id, answer: row };
  });
}

/** Changes a row's fields; its key and its group (list, menu parent) stay as created. */
export async function updateCatalogueRow(
  db: Db,
  actor: Actor,
  table: CatalogueTable,
  id: string,
  fields: Fields,
) {
  const spec = adminTables[table];
  const { [spec.keyField]: _key, ...changes } = fields;
  if (spec.group) delete changes[spec.group.field];
  return change(db, { actor, action: 'catalogue.update', table, id }, async (tx) => {
    const before = toRow(spec, await lockedRow(tx, spec, id));
    if (Object.keys(changes).length === 0) return { before, after: before, answer: before };
    const [raw] = (await tx.update(spec.table).set(changes).where(eq(spec.key, id)).returning()) as Raw[];
    const after = toRow(spec, raw!);
    return { before, after, answer: after };
  });
}

/** Hides a row from the public store or publishes it again; hiding never deletes. */
export async function setCatalogueRowHidden(
  db: Db,
  actor: Actor,
  table: CatalogueTable,
  id: string,
  hidden: boolean,
) {
  const spec = adminTables[table];
  const action = hidden ? 'catalogue.hide' : 'catalogue.publish';
  return change(db, { actor, action, table, id }, async (tx) => {
    const before = toRow(spec, await lockedRow(tx, spec, id));
    const [raw] = (await tx.update(spec.table).set({ hidden }).where(eq(spec.key, id)).returning()) as Raw[];
    const after = toRow(spec, raw!);
    return { before: { hidden: before.hidden }, after: { hidden: after.hidden }, answer: after };
  });
}

/**
 * Swaps a row with its neighbour above or below (in its list or menu); at either end nothing moves. The
 * row passes through a negative position so the unique (list, position) never sees two rows at once.
 */
export async function moveCatalogueRow(
  db: Db,
  actor: Actor,
  table: CatalogueTable,
  id: string,
  direction: 'up' | 'down',
) {
  const spec = adminTables[table];
  const position = spec.position;
  if (!position) throw new AppError(400, errorCodes.validation, catalogueAdminTexts.notOrdered);
  await change(db, { actor, action: 'catalogue.move', table, id }, async (tx) => {
    const raw = await lockedRow(tx, spec, id);
    const from = raw.position as number;
    const [neighbour] = (await tx
      .select()
      .from(spec.table)
      .where(and(sameGroup(spec, raw), direction === 'up' ? lt(position, from) : gt(position, from)))
      .orderBy(direction === 'up' ? desc(position) : asc(position))
      .limit(1)
      .for('update')) as Raw[];
    if (!neighbour) return { before: { position: from }, after: { position: from }, answer: undefined };
    const to = neighbour.position as number;
    await tx
      .update(spec.table)
      .set({ position: -1 - from })
      .where(eq(spec.key, id));
    await tx.update(spec.table).set({ position: from }).where(eq(spec.key, neighbour[spec.keyField]));
    await tx.update(spec.table).set({ position: to }).where(eq(spec.key, id));
    return { before: { position: from }, after: { position: to }, answer: undefined };
  });
  return listCatalogueRows(db, table);
}
