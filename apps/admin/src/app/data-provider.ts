import { auditEndpoints } from '@dappx/shared/endpoints/audit';
import { operatorsEndpoints } from '@dappx/shared/endpoints/operators';
import type { OperatorRole } from '@dappx/shared/operator-roles';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { adminApi } from '../lib/admin-api';

type Row = { id: string } & Record<string, unknown>;

/**
 * The audit log pages by key (`before`), react-admin by number: the cursor of each page reached is
 * kept per filter, so Next and Previous walk the pages the server handed out.
 */
const auditCursors = new Map<string, (string | undefined)[]>();

async function auditPage(params: GetListParams): Promise<GetListResult> {
  const filterKey = JSON.stringify(params.filter ?? {});
  const cursors = auditCursors.get(filterKey) ?? [undefined];
  auditCursors.set(filterKey, cursors);
  const page = params.pagination?.page ?? 1;
  const limit = params.pagination?.perPage ?? 25;
  const before = cursors[page - 1];
  const { entries, next } = await adminApi(auditEndpoints.auditLog, {
    query: { ...params.filter, limit, before },
  });
  if (next) cursors[page] = next;
  return { data: entries, pageInfo: { hasNextPage: next !== null, hasPreviousPage: page > 1 } };
}

async function operatorRows(): Promise<Row[]> {
  const { operators } = await adminApi(operatorsEndpoints.listOperators);
  return operators.map((operator) => ({ ...operator, id: operator.address }));
}

const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not in the console yet`));

/** react-admin's data over our own /admin/api: one resource per console list. */
export const dataProvider: DataProvider = {
  getList: async (resource, params) => {
    if (resource === 'audit') return auditPage(params);
    if (resource === 'operators') {
      const data = await operatorRows();
      return { data, total: data.length };
    }
    throw new Error(`No list for ${resource}`);
  },
  getOne: async (resource, params) => {
    const row = (await operatorRows()).find((operator) => operator.id === params.id);
    if (resource !== 'operators' || !row) throw new Error(`No ${resource} ${String(params.id)}`);
    return { data: row as never };
  },
  getMany: async (resource, params) => ({
    data: (await operatorRows()).filter(
      (row) => resource === 'operators' && params.ids.includes(row.id),
    ) as never[],
  }),
  create: async (resource, params) => {
    if (resource !== 'operators') throw new Error(`No create for ${resource}`);
    const { address, role } = params.data as { address: string; role: OperatorRole };
    const created = await adminApi(operatorsEndpoints.addOperator, { body: { address, role } });
    return { data: { ...created, id: created.address } as never };
  },
  update: async (resource, params) => {
    if (resource !== 'operators') throw new Error(`No update for ${resource}`);
    const updated = await adminApi(operatorsEndpoints.setOperatorDisabled, {
      params: { address: String(params.id) },
      body: { disabled: Boolean(params.data.disabled) },
    });
    return { data: { ...updated, id: updated.address } as never };
  },
  getManyReference: unsupported('getManyReference'),
  updateMany: unsupported('updateMany'),
  delete: unsupported('delete'),
  deleteMany: unsupported('deleteMany'),
};
