import { operatorsEndpoints } from '@dappx/shared/endpoints/operators';
import type { OperatorRole } from '@dappx/shared/operator-roles';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

type OperatorListParams = { filter?: { q?: string; role?: OperatorRole }; page?: number; perPage?: number };

async function operatorRows({ filter = {}, page = 1, perPage = 25 }: OperatorListParams) {
  const query = {
    ...(filter.q?.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.role ? { role: filter.role } : {}),
    limit: perPage,
    offset: (page - 1) * perPage,
  };
  const { operators, total } = await adminApi(operatorsEndpoints.listOperators, { query });
  return { data: operators.map((operator) => ({ ...operator, id: operator.address })) as never[], total };
}

/**
 * The owner's list of operators, paged and searched on the server: add, disable and enable (operators are
 * never deleted: the audit log names them).
 */
export const operatorsData: ResourceData = {
  getList: (_resource, params) =>
    operatorRows({
      filter: params.filter,
      page: params.pagination?.page,
      perPage: params.pagination?.perPage,
    }),
  create: async (_resource, params) => {
    const { address, role } = params.data as { address: string; role: OperatorRole };
    const created = await adminApi(operatorsEndpoints.addOperator, { body: { address, role } });
    return { data: { ...created, id: created.address } as never };
  },
  update: async (_resource, params) => {
    const updated = await adminApi(operatorsEndpoints.setOperatorDisabled, {
      params: { address: String(params.id) },
      body: { disabled: Boolean(params.data.disabled) },
    });
    return { data: { ...updated, id: updated.address } as never };
  },
};
