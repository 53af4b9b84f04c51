import {
  errorCodes,
  formatAmount,
  parseAmount,
  tokenAssets,
  withdrawTexts,
  type MoneySettingsGroup,
  type WithdrawSettings,
  type withdrawSettingKinds,
} from '@dappx/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  settingsGroupOf,
  settingsView,
  showSetting,
  type SettingField,
  type SettingValue,
} from '../../lib/settings-fields';
import { recordAudit, type Actor } from '../audit';
import { withdrawSettings } from './schema';

export const withdrawTokens = tokenAssets('withdraw');
export type WithdrawToken = (typeof withdrawTokens)[number];

/** The admin command's names: the API's, plus the two daily limits the limit-status call reports. */
export const withdrawFields: Record<keyof typeof withdrawSettingKinds, SettingField> = {
  allow_withdrawal: { column: 'allowWithdrawal', kind: 'flag' },
  withdrawal_fee_core: { column: 'feeCore', kind: 'amount' },
  withdrawal_fee_nitro: { column: 'feeNitro', kind: 'amount' },
  withdrawal_fee_ubi: { column: 'feeUbi', kind: 'amount' },
  daily_limit: { column: 'dailyLimit', kind: 'amount' },
  user_daily_limit: { column: 'userDailyLimit', kind: 'amount' },
};

/** GET /users/{token}/withdraw/settings: a token's settings as the API answers them, fees as decimals. */
export const withdrawSettingsOf = (row: typeof withdrawSettings.$inferSelect): WithdrawSettings => ({
  withdrawal_fee_core: formatAmount(row.feeCore),
  withdrawal_fee_nitro: formatAmount(row.feeNitro),
  withdrawal_fee_ubi: formatAmount(row.feeUbi),
  allow_withdrawal: row.allowWithdrawal,
});

export async function readWithdrawSettings(db: DbExecutor, token: WithdrawToken): Promise<WithdrawSettings> {
  const [row] = await db.select().from(withdrawSettings).where(eq(withdrawSettings.token, token));
  if (!row) throw new AppError(503, errorCodes.unavailable, withdrawTexts.unavailable);
  return withdrawSettingsOf(row);
}

export async function setWithdrawSettings(
  db: DbExecutor,
  token: WithdrawToken,
  values: Record<string, SettingValue>,
) {
  const updated = await db
    .update(withdrawSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(withdrawSettings.token, token))
    .returning();
  return updated.length;
}

async function withdrawRow(db: DbExecutor, token: WithdrawToken) {
  const [row] = await db.select().from(withdrawSettings).where(eq(withdrawSettings.token, token));
  return row as Record<string, unknown> | undefined;
}

/** Every token's withdrawal settings, as the console's settings screen reads them. */
export async function withdrawSettingsGroups(db: DbExecutor): Promise<MoneySettingsGroup[]> {
  const groups = await Promise.all(
    withdrawTokens.map(async (token) => {
      const row = await withdrawRow(db, token);
      return row && settingsGroupOf(token, withdrawFields, row);
    }),
  );
  return groups.filter((group) => group !== undefined);
}

/**
 * Changes a token's withdrawal settings with its audit row (the values before and after), for the
 * console and the admin command alike; undefined when the token has no settings row.
 */
export async function changeWithdrawSettings(
  db: Db,
  actor: Actor,
  token: WithdrawToken,
  values: Record<string, SettingValue>,
): Promise<MoneySettingsGroup | undefined> {
  return db.transaction(async (tx) => {
    const before = await withdrawRow(tx, token);
    if (!before) return undefined;
    await setWithdrawSettings(tx, token, values);
    const after = (await withdrawRow(tx, token))!;
    await recordAudit(tx, {
      operator: actor,
      action: 'withdraw-settings.set',
      target: token,
      before: settingsView(withdrawFields, before),
      after: settingsView(withdrawFields, after),
    });
    return settingsGroupOf(token, withdrawFields, after);
  });
}

export async function describeWithdrawSettings(db: DbExecutor, token: WithdrawToken): Promise<string[]> {
  const [row] = (await db.select().from(withdrawSettings).where(eq(withdrawSettings.token, token))) as Record<
    string,
    unknown
  >[];
  if (!row) return [`${token}: not configured`];
  return Object.entries(withdrawFields).map(
    ([name, field]) => `${token} ${name} = ${showSetting(field, row[field.column])}`,
  );
}

/** The demo's settings: withdrawals open, small ACE fees, generous daily limits. */
export async function seedWithdrawSettings(db: DbExecutor) {
  const units = (text: string) => parseAmount(text)!;
  await db
    .insert(withdrawSettings)
    .values(
      withdrawTokens.map((token) => ({
        token,
        allowWithdrawal: true,
        feeCore: units('1'),
        feeNitro: units('0.5'),
        feeUbi: units('0.5'),
        dailyLimit: units('1000000'),
        userDailyLimit: units('10000'),
      })),
    )
    .onConflictDoNothing();
}
