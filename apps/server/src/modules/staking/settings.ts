import type { DbExecutor } from '../../db/client';
import { showSetting, type SettingField, type SettingValue } from '../../lib/settings-fields';

/** How the admin command reads and changes one staking kind's configuration row. */
export type StakingSettings = {
  /** The API's setting names, each with its column and how its text is read and shown. */
  fields: Record<string, SettingField>;
  read: (db: DbExecutor) => Promise<Record<string, unknown> | undefined>;
  /** Applies column values in one statement (the table's CHECKs guard the rest); the rows changed. */
  update: (db: DbExecutor, values: Record<string, SettingValue>) => Promise<number>;
};

/** One staking kind's settings as the admin reads them: the spec's names, amounts in tokens, percents. */
export async function describeSettings(
  db: DbExecutor,
  token: string,
  settings: StakingSettings,
): Promise<string[]> {
  const row = await settings.read(db);
  if (!row) return [`${token}: not configured`];
  return Object.entries(settings.fields).map(
    ([name, field]) => `${token} ${name} = ${showSetting(field, row[field.column])}`,
  );
}
