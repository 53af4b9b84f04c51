import { balancesEndpoints } from '@dappx/shared/endpoints/balances';
import { usersEndpoints } from '@dappx/shared/endpoints/users';
import type { GetListParams, GetListResult } from 'react-admin';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

/**
 * The list pages by key (the last user's id), react-admin by number: each search's cursors are kept,
 * so Next and Previous walk the pages the server handed out.
 */
const searchCursors = new Map<string, (string | undefined)[]>();

type Flag = 'true' | 'false';
const flagOf = (value: unknown): Flag | undefined =>
  value === true || value === 'true' ? 'true' : value === false || value === 'false' ? 'false' : undefined;

/** The list's search box and filters as the server's query; a search shorter than 2 characters is none. */
function userListQuery(filter: Record<string, unknown> = {}) {
  const q = String(filter.q ?? '').trim();
  return {
    q: q.length >= 2 ? q : undefined,
    blocked: flagOf(filter.blocked),
    verified: flagOf(filter.verified),
    pending_withdrawal: flagOf(filter.pending_withdrawal),
  };
}

async function searchPage(params: GetListParams): Promise<GetListResult> {
  const filter = userListQuery(params.filter);
  const key = JSON.stringify(filter);
  const cursors = searchCursors.get(key) ?? [undefined];
  searchCursors.set(key, cursors);
  const page = params.pagination?.page ?? 1;
  const limit = params.pagination?.perPage ?? 25;
  const { users, next } = await adminApi(usersEndpoints.searchUsers, {
    query: { ...filter, limit, after: cursors[page - 1] },
  });
  if (next) cursors[page] = next;
  return { data: users, pageInfo: { hasNextPage: next !== null, hasPreviousPage: page > 1 } };
}

const userDetailOf = (userId: string) => adminApi(usersEndpoints.userDetail, { params: { userId } });

/** One page of a user's statement (balances and entries, newest first); `before` is the last page's `next`. */
export const userStatementOf = (userId: string, before?: string) =>
  adminApi(balancesEndpoints.userStatement, { params: { userId }, query: { limit: 20, before } });

/** Support's look-up of users; the actions on a user are calls of their own (user-actions.tsx). */
export const usersData: ResourceData = {
  getList: (_resource, params) => searchPage(params),
  getOne: async (_resource, params) => ({ data: (await userDetailOf(String(params.id))) as never }),
};
