import { catalogueTables, tidyCatalogueFields, type CatalogueTable } from '@dappx/shared/catalogue-admin';
import { catalogueAdminEndpoints } from '@dappx/shared/endpoints/catalogue-admin';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';
import { consoleTables } from './catalogue-tables';

const blank = (value: unknown) => value === null || value === undefined || value === '';

/** The fields of a row the table's schema names (not its id, position or hidden flag), tidied. */
export function editableFields(table: CatalogueTable, data: object, changing = false) {
  const fields = tidyCatalogueFields(table, data);
  if (changing) {
    for (const spec of consoleTables[table].fields) if (spec.createOnly) delete fields[spec.source];
  }
  return fields;
}

const rowsOf = async (table: CatalogueTable) =>
  (await adminApi(catalogueAdminEndpoints.listCatalogueRows, { params: { table } })).rows;

type ListFilter = { q?: string; hidden?: boolean | string; list?: string };

/** The list's search box and filters as the server's query (blank ones left out). */
function listQuery(filter: ListFilter = {}, page = 1, perPage = 25) {
  return {
    q: blank(filter.q) ? undefined : String(filter.q),
    hidden: blank(filter.hidden) ? undefined : (String(filter.hidden) as 'true' | 'false'),
    list: blank(filter.list) ? undefined : String(filter.list),
    limit: perPage,
    offset: (page - 1) * perPage,
  };
}

function tableData(table: CatalogueTable): ResourceData {
  const one = async (id: unknown) => {
    const row = (await rowsOf(table)).find((candidate) => candidate.id === String(id));
    if (!row) throw new Error(`No ${table} row ${String(id)}`);
    return row;
  };
  return {
    getList: async (_resource, params) => {
      const { rows, total } = await adminApi(catalogueAdminEndpoints.listCatalogueRows, {
        params: { table },
        query: listQuery(params.filter, params.pagination?.page, params.pagination?.perPage),
      });
      return { data: rows as never[], total };
    },
    getOne: async (_resource, params) => ({ data: (await one(params.id)) as never }),
    getMany: async (_resource, params) => ({
      data: (await rowsOf(table)).filter((row) => params.ids.map(String).includes(row.id)) as never[],
    }),
    create: async (_resource, params) => {
      const body = { table, fields: editableFields(table, params.data as object) };
      return {
        data: (await adminApi(catalogueAdminEndpoints.createCatalogueRow, { body: body as never })) as never,
      };
    },
    update: async (_resource, params) => {
      const body = { table, fields: editableFields(table, params.data as object, true) };
      const row = await adminApi(catalogueAdminEndpoints.updateCatalogueRow, {
        params: { id: String(params.id) },
        body: body as never,
      });
      return { data: row as never };
    },
  };
}

/** Each catalogue table's data, by the resource's (and the API's) name for the table. */
export const catalogueData: Record<string, ResourceData> = Object.fromEntries(
  catalogueTables.map((table) => [table, tableData(table)]),
);

/** Hides a row from the public store or publishes it again. */
export const setRowHidden = (table: CatalogueTable, id: string, hidden: boolean) =>
  adminApi(catalogueAdminEndpoints.setCatalogueRowHidden, { params: { id }, body: { table, hidden } });

/** Swaps a row with its neighbour above or below. */
export const moveRow = (table: CatalogueTable, id: string, direction: 'up' | 'down') =>
  adminApi(catalogueAdminEndpoints.moveCatalogueRow, { params: { id }, body: { table, direction } });
