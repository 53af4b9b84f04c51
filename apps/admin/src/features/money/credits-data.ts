import type { AuditEntry } from '@dappx/shared/audit';
import type { CreateCreditBody } from '@dappx/shared/credits';
import { auditEndpoints } from '@dappx/shared/endpoints/audit';
import { creditsEndpoints } from '@dappx/shared/endpoints/credits';
import type { ResourceData } from '../../app/resource-data';
import { adminApi } from '../../lib/admin-api';

/** A credit as the list shows it: what its audit row kept. */
export type CreditRow = {
  id: string;
  at: string;
  operator: string;
  address: string;
  token: string;
  amount: string;
  reason: string;
};

const creditRowOf = (entry: AuditEntry): CreditRow => {
  const after = entry.after as { token: string; amount: string; reason: string };
  return { id: entry.id, at: entry.at, operator: entry.operator, address: entry.target, ...after };
};

/**
 * Credits (airdrops): the list is the audit log's `credit.add` rows (the newest 200), a credit is one
 * ledger entry sent with the Idempotency-Key its confirm step drew, so a repeated click credits once.
 */
export const creditsData: ResourceData = {
  getList: async () => {
    const { entries } = await adminApi(auditEndpoints.auditLog, {
      query: { action: 'credit.add', limit: 200 },
    });
    const data = entries.map(creditRowOf);
    return { data: data as never[], total: data.length };
  },
  create: async (_resource, params) => {
    const key = (params.meta as { idempotencyKey: string }).idempotencyKey;
    const body = params.data as CreateCreditBody;
    const credited = await adminApi(creditsEndpoints.createCredit, { body }, { 'idempotency-key': key });
    return { data: { ...credited, id: credited.entry_id } as never };
  },
};
