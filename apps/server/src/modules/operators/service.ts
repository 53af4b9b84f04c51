import {
  errorCodes,
  operatorsTexts,
  type ListOperatorsQuery,
  type OperatorRole,
  type OperatorView,
} from '@dappx/shared';
import { getAddress } from 'viem';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit';
import { newNonce } from '../users';
import {
  findOperator,
  hasOwner,
  insertOperator,
  listOperatorRows,
  lockActiveOwners,
  pageOperatorRows,
  revokeSessionsOfOperator,
  updateOperatorDisabled,
  type Operator,
} from './repository';

export const operatorView = (row: Operator): OperatorView => ({
  address: row.address,
  role: row.role,
  added_at: row.addedAt.toISOString(),
  added_by: row.addedBy,
  disabled: row.disabled,
});

/** What the audit log keeps of an operator: the row without its nonce. */
const audited = (row: Operator) => ({ role: row.role, disabled: row.disabled });

export async function listOperators(db: DbExecutor): Promise<OperatorView[]> {
  return (await listOperatorRows(db)).map(operatorView);
}

/** The console's page of operators, with the total of those the search and role match. */
export async function listOperatorPage(db: DbExecutor, query: Partial<ListOperatorsQuery>) {
  const { rows, total } = await pageOperatorRows(db, query);
  return { operators: rows.map(operatorView), total };
}

export async function addOperator(
  db: Db,
  actor: Actor,
  input: { address: string; role: OperatorRole },
): Promise<OperatorView> {
  const address = getAddress(input.address);
  return db.transaction(async (tx) => {
    const created = await insertOperator(tx, {
      address,
      role: input.role,
      addedBy: actor,
      nonce: newNonce(),
    });
    if (!created) throw new AppError(409, errorCodes.conflict, operatorsTexts.alreadyOperator);
    await recordAudit(tx, {
      operator: actor,
      action: 'operator.add',
      target: address,
      before: null,
      after: audited(created),
    });
    return operatorView(created);
  });
}

/**
 * Disables an operator (their console sessions end in the same transaction) or enables one again.
 * Operators are never deleted: the audit log names them. The last active owner stays.
 */
export async function setOperatorDisabled(
  db: Db,
  actor: Actor,
  input: { address: string; disabled: boolean },
): Promise<OperatorView> {
  return db.transaction(async (tx) => {
    const owners = await lockActiveOwners(tx);
    const before = await findOperator(tx, input.address);
    if (!before) throw new AppError(404, errorCodes.notFound, operatorsTexts.notOperator);
    const lastOwner = owners.length === 1 && owners[0] === before.address;
    if (input.disabled && lastOwner) throw new AppError(409, errorCodes.conflict, operatorsTexts.lastOwner);
    const after = (await updateOperatorDisabled(tx, before.address, input.disabled))!;
    if (input.disabled) await revokeSessionsOfOperator(tx, before.address);
    if (before.disabled !== after.disabled) {
      await recordAudit(tx, {
        operator: actor,
        action: input.disabled ? 'operator.disable' : 'operator.enable',
        target: before.address,
        before: audited(before),
        after: audited(after),
      });
    }
    return operatorView(after);
  });
}

/**
 * ADMIN_OWNER_ADDRESS at start: made owner when the store has none yet, so a fresh store can be run
 * from the console without a shell. Once an owner exists the variable changes nothing.
 */
export async function ensureFirstOwner(db: Db, address: string | undefined): Promise<boolean> {
  if (!address || (await hasOwner(db))) return false;
  const existing = await findOperator(db, address);
  if (existing) return false;
  await addOperator(db, 'env', { address, role: 'owner' });
  return true;
}
