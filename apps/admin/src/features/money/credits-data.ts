import { formatDisplayAmount } from '@dappx/shared/amounts';
import type { CreateCreditBody, CreditRecord } from '@dappx/shared/credits';
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

async function creditRows(status?: CreditRecord['status']) {
  const { credits } = await adminApi(creditsEndpoints.listCredits, { query: status ? { status } : {} });
  return { data: credits as never[], total: credits.length };
}

/**
 * Credits (airdrops): the newest 200, posted, waiting or rejected. A credit is sent with the
 * Idempotency-Key its confirm step drew, so a repeated click credits once; above its token's approval
 * threshold it waits for a second operator.
 */
export const creditsData: ResourceData = {
  getList: () => creditRows(),
  create: async (_resource, params) => {
    const key = (params.meta as { idempotencyKey: string }).idempotencyKey;
    const body = params.data as CreateCreditBody;
    const credited = await adminApi(creditsEndpoints.createCredit, { body }, { 'idempotency-key': key });
    return { data: credited as never };
  },
};

/** The credits waiting for a second operator; `update` with `{ decision }` approves or rejects one. */
export const creditApprovalsData: ResourceData = {
  getList: () => creditRows('pending'),
  update: async (_resource, params) => {
    const { decision } = params.data as { decision: CreditDecision };
    const endpoint = decision === 'approve' ? creditsEndpoints.approveCredit : creditsEndpoints.rejectCredit;
    const decided = await adminApi(endpoint, { params: { id: String(params.id) } });
    return { data: decided as never };
  },
};
