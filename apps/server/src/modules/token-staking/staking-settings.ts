import {
  errorCodes,
  governanceSettingRules,
  moneyTexts,
  tokenStakingSettingRules,
  stakingTokens,
  type MoneySettingsGroup,
  type TokenStakingTokenType,
  type StakingSettingChangeRecord,
  type StakingSettingsSaved,
  type StakingToken,
} from '@dappx/shared';
import type { tokenStakingSettingKinds } from '@dappx/shared';
import { eq } from 'drizzle-orm';
import type { SettingField } from '../../lib/settings-fields';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  columnValuesOf,
  settingRulesProblem,
  settingsGroupOf,
  settingsView,
  type SettingValue,
} from '../../lib/settings-fields';
import { recordAudit, type Actor } from '../audit';
import { governanceSettings } from '../governance';
import { describeSettings, type StakingSettings } from '../staking';
import { tokenStakingConfigs } from './schema';
import {
  changeRecordOf,
  decideWaitingChange,
  raisesRateAboveThreshold,
  requestStakingSettingChange,
} from './setting-changes';

/** The admin command's names of the DAPPX settings (those of the API), and their columns. */
const tokenStakingFields: Record<keyof typeof tokenStakingSettingKinds, SettingField> = {
  minimum_pledge_limit_per_transaction: { column: 'minimumPledgePerTransaction', kind: 'amount' },
  maximum_pledge_limit_per_transaction: { column: 'maximumPledgePerTransaction', kind: 'amount' },
  maximum_pledge_per_account: { column: 'maximumPledgePerAccount', kind: 'amount' },
  activation_fee: { column: 'activationFee', kind: 'amount' },
  holding_period: { column: 'holdingPeriodHours', kind: 'hours' },
  penalty_fee: { column: 'penaltyFeeBps', kind: 'percent' },
  unpledge_fee_core: { column: 'unpledgeFeeCore', kind: 'amount' },
  unpledge_fee_nitro: { column: 'unpledgeFeeNitro', kind: 'amount' },
  unpledge_fee_ubi: { column: 'unpledgeFeeUbi', kind: 'amount' },
  mining_rate: { column: 'miningRatePerMinute', kind: 'amount' },
};

const tokenStakingSettings = (token: TokenStakingTokenType): StakingSettings => ({
  fields: tokenStakingFields,
  read: async (db) => {
    const [row] = await db.select().from(tokenStakingConfigs).where(eq(tokenStakingConfigs.tokenType, token));
    return row;
  },
  update: async (db, values) => {
    const updated = await db
      .update(tokenStakingConfigs)
      .set(values)
      .where(eq(tokenStakingConfigs.tokenType, token))
      .returning();
    return updated.length;
  },
});

// The admin's `staking` command covers every staking kind; it lives here, beside the per-token half,
// because token staking may use governance while governance keeps clear of token staking. ACE and EDAO name the
// governance stakes; DAPPX and ACE-PLEDGING the per-token ones.
export { stakingTokens, type StakingToken };

const settingsOf = (token: StakingToken) => {
  if (token === 'DAPPX') return tokenStakingSettings('DAPPX');
  if (token === 'ACE-PLEDGING') return tokenStakingSettings('ACE');
  return governanceSettings(token);
};

export const fieldsOf = (token: StakingToken) => settingsOf(token).fields;

/** Applies `field=value` pairs to one token's staking settings in one statement (CHECKs guard the rest). */
export const setStakingSettings = (
  db: DbExecutor,
  token: StakingToken,
  values: Record<string, SettingValue>,
) => settingsOf(token).update(db, values);

/** One token's settings as the admin reads them: the spec's names, amounts in tokens, percents. */
export const describeStakingSettings = (db: DbExecutor, token: StakingToken): Promise<string[]> =>
  describeSettings(db, token, settingsOf(token));

const rulesOf = (token: StakingToken) =>
  token === 'DAPPX' || token === 'ACE-PLEDGING' ? tokenStakingSettingRules : governanceSettingRules;

/** Every staking kind's settings, as the console's settings screen reads them. */
export async function stakingSettingsGroups(db: DbExecutor): Promise<MoneySettingsGroup[]> {
  const groups = await Promise.all(
    stakingTokens.map(async (token) => {
      const row = await settingsOf(token).read(db);
      return row && settingsGroupOf(token, fieldsOf(token), row);
    }),
  );
  return groups.filter((group) => group !== undefined);
}

type Settings = ReturnType<typeof settingsOf>;
type ConfigRow = Record<string, unknown>;

/** 400 naming the fields when the change, applied to the current values, breaks the kind's rules. */
function checkRules(token: StakingToken, settings: Settings, before: ConfigRow, values: ConfigRow) {
  const problem = settingRulesProblem(
    rulesOf(token),
    settingsView(settings.fields, { ...before, ...values }),
  );
  if (problem) throw new AppError(400, errorCodes.validation, problem);
}

/** Writes the change and its audit row (`extra`: what the row adds, e.g. who asked for an approved change). */
async function applyChange(
  tx: DbExecutor,
  token: StakingToken,
  before: ConfigRow,
  values: Record<string, SettingValue>,
  audit: { operator: Actor; action: 'staking-settings.set' | 'staking-settings.approve'; extra?: object },
): Promise<MoneySettingsGroup> {
  const settings = settingsOf(token);
  await settings.update(tx, values);
  const after = (await settings.read(tx))!;
  await recordAudit(tx, {
    operator: audit.operator,
    action: audit.action,
    target: token,
    before: settingsView(settings.fields, before),
    after: { ...settingsView(settings.fields, after), ...audit.extra },
  });
  return settingsGroupOf(token, settings.fields, after);
}

/** The changed settings alone, by the API's names and values: what a waiting change keeps. */
const changedView = (settings: Settings, before: ConfigRow, values: ConfigRow) => {
  const after = settingsView(settings.fields, { ...before, ...values });
  const columns = new Set(Object.keys(values));
  return Object.fromEntries(
    Object.entries(settings.fields)
      .filter(([, field]) => columns.has(field.column))
      .map(([name]) => [name, after[name]!]),
  );
};

/**
 * Changes one staking kind's settings with its audit row, for the console and the admin command alike:
 * the change applied to the current values must keep the minimum above 0 and at most the maximum, and
 * percent fee parts at most 100 % together (400 naming the fields). A change raising a rate above its
 * approval threshold is not applied: it waits for a second operator (`waiting_change`). Undefined when
 * not configured.
 */
export async function changeStakingSettings(
  db: Db,
  actor: Actor,
  token: StakingToken,
  values: Record<string, SettingValue>,
): Promise<StakingSettingsSaved | undefined> {
  const settings = settingsOf(token);
  return db.transaction(async (tx) => {
    const before = await settings.read(tx);
    if (!before) return undefined;
    checkRules(token, settings, before, values);
    const current = settingsView(settings.fields, before);
    if (raisesRateAboveThreshold(current, settingsView(settings.fields, { ...before, ...values }))) {
      const changes = changedView(settings, before, values);
      const waiting = await requestStakingSettingChange(tx, actor, token, changes, current);
      return { ...settingsGroupOf(token, settings.fields, before), waiting_change: waiting };
    }
    return applyChange(tx, token, before, values, { operator: actor, action: 'staking-settings.set' });
  });
}

/**
 * A second operator applies a waiting change, to the settings as they are now (400, and the change still
 * waits, when it no longer fits them); the audit row names who asked.
 */
export async function approveStakingSettingChange(
  db: Db,
  actor: Actor,
  id: string,
): Promise<StakingSettingsSaved> {
  return db.transaction(async (tx) => {
    const change = await decideWaitingChange(tx, actor, id, 'applied');
    const token = change.token as StakingToken;
    const settings = settingsOf(token);
    const before = await settings.read(tx);
    if (!before) throw new AppError(404, errorCodes.notFound, moneyTexts.notConfigured);
    const values = columnValuesOf(settings.fields, change.changes);
    checkRules(token, settings, before, values);
    return applyChange(tx, token, before, values, {
      operator: actor,
      action: 'staking-settings.approve',
      extra: { change: change.id, requested_by: change.requestedBy },
    });
  });
}

/** A second operator rejects a waiting change: nothing changes; the rejection has its audit row. */
export async function rejectStakingSettingChange(
  db: Db,
  actor: Actor,
  id: string,
): Promise<StakingSettingChangeRecord> {
  return db.transaction(async (tx) => {
    const change = await decideWaitingChange(tx, actor, id, 'rejected');
    await recordAudit(tx, {
      operator: actor,
      action: 'staking-settings.reject',
      target: change.token,
      before: { status: 'pending' },
      after: { ...change.changes, change: change.id, requested_by: change.requestedBy, status: 'rejected' },
    });
    return changeRecordOf(change);
  });
}
