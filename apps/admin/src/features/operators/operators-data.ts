import { operatorsEndpoints } from '@dappx/shared/endpoints/operators';
import type { OperatorRole } from '@dappx/shared/operator-roles';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

async function operatorRows() {
  const { operators } = await adminApi(operatorsEndpoints.listOperators);
  return operators.map((operator) => ({ ...operator, id: operator.address }));
}

/** The owner's list of operators: add, disable and enable (operators are never deleted: the audit log names them). */
export const operatorsData: ResourceData = {
  getList: async () => {
    const data = await operatorRows();
    return { data: data as never[], total: data.length };
  },
  getOne: async (_resource, params) => {
    const row = (await operatorRows()).find((operator) => operator.id === params.id);
    if (!row) throw new Error(`No operator ${String(params.id)}`);
    return { data: row as never };
  },
  getMany: async (_resource, params) => ({
    data: (await operatorRows()).filter((row) => params.ids.includes(row.id)) as never[],
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
