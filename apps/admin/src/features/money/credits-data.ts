import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { CreateCreditBody, CreditRecord, CreditStatus } from '@dappx/shared/credits';
import { creditsEndpoints } from '@dappx/shared/endpoints/credits';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

/** A credit as the lists show it: what was asked, by whom, and where it stands. */
export type CreditRow = CreditRecord;

/** A credit's amount as the lists show it: `1,500 ACE`. */
export const creditAmountText = (credit: CreditRow) =>
  `${formatDisplayAmount(BigInt(credit.amount))} ${credit.token}`;

/** What a second operator decides on a waiting credit. */
export type CreditDecision = 'approve' | 'reject';

type CreditListParams = { filter?: { q?: string; status?: CreditStatus }; page?: number; perPage?: number };

async function creditRows({ filter = {}, page = 1, perPage = 25 }: CreditListParams) {
  const query = {
    ...(filter.q?.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  const { credits, total } = await adminApi(creditsEndpoints.listCredits, { query });
  return { data: credits as never[], total };
}

/**
 * Credits (airdrops), newest first, a page at a time: posted, waiting or rejected. A credit is sent with the
 * Idempotency-Key its confirm step drew, so a repeated click credits once; above its token's approval
 * threshold it waits for a second operator.
 */
export const creditsData: ResourceData = {
  getList: (_resource, params) =>
    creditRows({ filter: params.filter, page: params.pagination?.page, perPage: params.pagination?.perPage }),
  create: async (_resource, params) => {
    const key = (params.meta as { idempotencyKey: string }).idempotencyKey;
    const body = params.data as CreateCreditBody;
    const credited = await adminApi(creditsEndpoints.createCredit, { body }, { 'idempotency-key': key });
    return { data: credited as never };
  },
};

/** The credits waiting for a second operator, a page at a time; `update` with `{ decision }` approves or rejects one. */
export const creditApprovalsData: ResourceData = {
  getList: (_resource, params) =>
    creditRows({
      filter: { status: 'pending' },
      page: params.pagination?.page,
      perPage: params.pagination?.perPage,
    }),
  update: async (_resource, params) => {
    const { decision } = params.data as { decision: CreditDecision };
    const endpoint = decision === 'approve' ? creditsEndpoints.approveCredit : creditsEndpoints.rejectCredit;
    const decided = await adminApi(endpoint, { params: { id: String(params.id) } });
    return { data: decided as never };
  },
};
