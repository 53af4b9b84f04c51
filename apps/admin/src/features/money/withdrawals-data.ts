import { withdrawalsEndpoints } from '@dappx/shared/endpoints/withdrawals';
import type { WithdrawalStatus } from '@dappx/shared/withdrawals';
import type { GetListParams, GetListResult } from 'react-admin';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

/**
 * The queue pages by key (`before`: a voucher nonce), react-admin by number: the cursor of each page
 * reached is kept per filter, so Next and Previous walk the pages the server handed out.
 */
const cursors = new Map<string, (string | undefined)[]>();

async function queuePage(params: GetListParams): Promise<GetListResult> {
  const filter = (params.filter ?? {}) as { status?: WithdrawalStatus };
  const filterKey = JSON.stringify(filter);
  const pages = cursors.get(filterKey) ?? [undefined];
  cursors.set(filterKey, pages);
  const page = params.pagination?.page ?? 1;
  const { withdrawals, next } = await adminApi(withdrawalsEndpoints.adminWithdrawals, {
    query: { status: filter.status, limit: params.pagination?.perPage ?? 25, before: pages[page - 1] },
  });
  if (next) pages[page] = next;
  return { data: withdrawals, pageInfo: { hasNextPage: next !== null, hasPreviousPage: page > 1 } };
}

/** The withdrawals queue (read only): by status, with each one's voucher and payout. */
export const withdrawalsData: ResourceData = {
  getList: (_resource, params) => queuePage(params),
  getOne: async (_resource, params) => ({
    data: (await adminApi(withdrawalsEndpoints.adminWithdrawal, {
      params: { id: String(params.id) },
    })) as never,
  }),
};
