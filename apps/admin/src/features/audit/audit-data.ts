import { auditEndpoints } from '@dappx/shared/endpoints/audit';
import type { GetListParams, GetListResult } from 'react-admin';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

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

export const auditData: ResourceData = { getList: (_resource, params) => auditPage(params) };
