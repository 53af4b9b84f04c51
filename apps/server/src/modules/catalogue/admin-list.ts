import { flagValue, type CatalogueRow, type catalogueListQuery } from '@dappx/shared';
import type { z } from 'zod';

type ListQuery = z.output<typeof catalogueListQuery>;

/** Every text of a row, translations and nested fields included: what the console's search reads. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
}

/**
 * One page of a table's rows that match the console's search and filters, and how many match. The
 * catalogue's tables are a few hundred rows at most, read whole for the store anyway: matching them here
 * keeps one search for every table, whatever its columns.
 */
export function pickCatalogueRows(rows: CatalogueRow[], query: ListQuery) {
  const needle = query.q?.toLowerCase();
  const hidden = flagValue(query.hidden);
  const matching = rows.filter(
    (row) =>
      (hidden === undefined || row.hidden === hidden) &&
      (query.list === undefined || row.list === query.list) &&
      (!needle || textsOf(row).some((text) => text.toLowerCase().includes(needle))),
  );
  const end = query.limit === undefined ? undefined : query.offset + query.limit;
  return { rows: matching.slice(query.offset, end), total: matching.length };
}
