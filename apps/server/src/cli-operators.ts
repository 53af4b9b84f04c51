import { operatorRoles, publicAddress, type OperatorRole } from '@dappx/shared';
import { getAddress } from 'viem';
import { AppError } from './lib/app-error';
import { addOperator, listOperators, setOperatorDisabled } from './modules/operators';
import { UsageError, type Command } from './cli-usage';

function operatorAddress(value: string | undefined): string {
  if (!publicAddress.safeParse(value).success) {
    throw new UsageError(`'${value ?? ''}' is not a wallet address (0x and 40 hex digits).`);
  }
  return getAddress(value!);
}

/** The services' refusals (already an operator, the last owner…) are the command line's mistakes. */
async function asUsage<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof AppError) throw new UsageError(error.message);
    throw error;
  }
}

/** `operator add|list|remove|enable`: the console's operators from a shell, audited as `cli`. */
export const operatorCommand: Command = {
  usage: `operator list | operator add <address> <${operatorRoles.join('|')}> | operator remove <address> | operator enable <address>   (console operators; remove disables)`,
  run: async (db, [action, value, roleText]) => {
    if (action === 'list' || action === undefined) {
      const rows = await listOperators(db);
      if (rows.length === 0) return 'No operators.';
      return rows
        .map(
          (row) =>
            `${row.address}  ${row.role.padEnd(7)}  ${row.disabled ? 'disabled' : 'active  '}  added ${row.added_at} by ${row.added_by}`,
        )
        .join('\n');
    }
    if (action === 'add') {
      const address = operatorAddress(value);
      const role = roleText as OperatorRole;
      if (!operatorRoles.includes(role)) {
        throw new UsageError(`'${roleText ?? ''}' is not a role: ${operatorRoles.join(', ')}.`);
      }
      await asUsage(() => addOperator(db, 'cli', { address, role }));
      return `${address} is now an operator (${role}).`;
    }
    if (action === 'remove' || action === 'enable') {
      const address = operatorAddress(value);
      const disabled = action === 'remove';
      await asUsage(() => setOperatorDisabled(db, 'cli', { address, disabled }));
      return disabled
        ? `${address} is disabled; their console sessions ended.`
        : `${address} is active again.`;
    }
    throw new UsageError(`Unknown operator action '${action}'.`);
  },
};
