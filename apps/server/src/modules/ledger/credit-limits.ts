import {
  assets,
  creditsTexts,
  errorCodes,
  moneyTexts,
  type creditLimitKinds,
  type MoneySettingsGroup,
} from '@dappx/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  settingsGroupOf,
  settingsView,
  type SettingField,
  type SettingValue,
} from '../../lib/settings-fields';
import { recordAudit, type Actor } from '../audit';
import type { Asset } from './ledger';
import { creditLimits } from './schema';

export type CreditLimits = typeof creditLimits.$inferSelect;

export const creditLimitFields: Record<keyof typeof creditLimitKinds, SettingField> = {
  per_credit_cap: { column: 'perCreditCap', kind: 'amount' },
  per_day_cap: { column: 'perDayCap', kind: 'amount' },
  approval_threshold: { column: 'approvalThreshold', kind: 'amount' },
};
const limitsRow = async (db: DbExecutor, token: Asset) =>
  (await db.select().from(creditLimits).where(eq(creditLimits.token, token)))[0];

/**
 * A token's limits, locked for the rest of the transaction: credits of one token are weighed against
 * the day's room one at a time, so two credits never both fit into the same room. 503 when missing.
 */
export async function lockCreditLimits(tx: DbExecutor, token: Asset): Promise<CreditLimits> {
  const [row] = await tx.select().from(creditLimits).where(eq(creditLimits.token, token)).for('update');
  if (!row) throw new AppError(503, errorCodes.unavailable, moneyTexts.notConfigured);
  return row;
}

/** Every token's credit limits, as the console's settings screen reads them. */
export async function creditLimitGroups(db: DbExecutor): Promise<MoneySettingsGroup[]> {
  const groups = await Promise.all(
    assets.map(async (token) => {
      const row = await limitsRow(db, token);
      return row && settingsGroupOf(token, creditLimitFields, row);
    }),
  );
  return groups.filter((group) => group !== undefined);
}

const inOrder = ({ perCreditCap, perDayCap, approvalThreshold }: CreditLimits) =>
  approvalThreshold <= perCreditCap && perCreditCap > 0n && perCreditCap <= perDayCap;

/**
 * Changes a token's credit limits (the owner's call) with its audit row; 400 when the threshold would be
 * above the per-credit cap or that above the per-day cap. Undefined when the token has no limits row.
 */
export async function changeCreditLimits(
  db: Db,
  actor: Actor,
  token: Asset,
  values: Record<string, SettingValue>,
): Promise<MoneySettingsGroup | undefined> {
  return db.transaction(async (tx) => {
    const before = await limitsRow(tx, token);
    if (!before) return undefined;
    if (!inOrder({ ...before, ...values }))
      throw new AppError(400, errorCodes.validation, creditsTexts.limitsOrder);
    const [after] = await tx
      .update(creditLimits)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(creditLimits.token, token))
      .returning();
    await recordAudit(tx, {
      operator: actor,
      action: 'credit-limits.set',
      target: token,
      before: settingsView(creditLimitFields, before),
      after: settingsView(creditLimitFields, after!),
    });
    return settingsGroupOf(token, creditLimitFields, after!);
  });
}
