import type { CatalogueRow, CatalogueTable } from '@dappx/shared/catalogue-admin';
import { consoleTables } from './catalogue-tables';

/** What a toast calls a row: its first column (a name, a title, a slug), else its id. */
export function rowName(table: CatalogueTable, row: CatalogueRow): string {
  const source = consoleTables[table].fields.find((field) => field.column)?.source ?? 'id';
  const value = source
    .split('.')
    .reduce<unknown>((inner, key) => (inner as Record<string, unknown> | null)?.[key], row);
  return value === null || value === undefined || value === '' ? String(row.id) : String(value);
}
