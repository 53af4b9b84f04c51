import { creditsEndpoints } from '@dappx/shared/endpoints/credits';
import { tokenStakingEndpoints } from '@dappx/shared/endpoints/token-staking';
import { withdrawalsEndpoints } from '@dappx/shared/endpoints/withdrawals';
import type { MoneySettingsGroup, SettingValueText } from '@dappx/shared/money-settings';
import { governanceStakingTokens } from '@dappx/shared/token-staking';
import type { StakingSettingChangeRecord } from '@dappx/shared/staking-setting-changes';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';

/**
 * Where a group of settings belongs: a token's withdrawals, a staking kind (the admin's names), or a
 * token's credit limits (the owner's alone to change; the server refuses finance).
 */
export type SettingsArea = 'withdraw' | 'staking' | 'credit';
export type MoneySettingsRow = MoneySettingsGroup & {
  id: string;
  area: SettingsArea;
  /** Set when a staking change was kept for a second operator instead of applied. */
  waiting_change?: StakingSettingChangeRecord;
};
export type SettingsChange = Record<string, SettingValueText>;

const rowsOf = (area: SettingsArea, groups: MoneySettingsGroup[]): MoneySettingsRow[] =>
  groups.map((group) => ({ ...group, id: `${area}:${group.token}`, area }));

async function settingsRows(): Promise<MoneySettingsRow[]> {
  const [withdraw, staking, credit] = await Promise.all([
    adminApi(withdrawalsEndpoints.adminWithdrawSettings),
    adminApi(tokenStakingEndpoints.adminStakingSettings),
    adminApi(creditsEndpoints.creditLimits),
  ]);
  return [
    ...rowsOf('withdraw', withdraw.groups),
    ...rowsOf('staking', staking.groups),
    ...rowsOf('credit', credit.groups),
  ];
}

/** Sends a change to the call that owns the group; the server answers the group as saved. */
async function saveChange(row: MoneySettingsRow, change: SettingsChange): Promise<MoneySettingsRow> {
  const body = change as never;
  const token = row.token as never;
  if (row.area === 'withdraw') {
    const saved = await adminApi(withdrawalsEndpoints.setAdminWithdrawSettings, { params: { token }, body });
    return rowsOf('withdraw', [saved])[0]!;
  }
  if (row.area === 'credit') {
    const saved = await adminApi(creditsEndpoints.setCreditLimits, { params: { token }, body });
    return rowsOf('credit', [saved])[0]!;
  }
  const governance = (governanceStakingTokens as readonly string[]).includes(row.token);
  const endpoint = governance
    ? tokenStakingEndpoints.setAdminGovernanceSettings
    : tokenStakingEndpoints.setAdminTokenStakingSettings;
  const saved = await adminApi(endpoint, { params: { token }, body });
  return rowsOf('staking', [saved])[0]!;
}

/** Withdrawal and staking settings, one row per token or staking kind; `update` sends only the changes. */
export const moneySettingsData: ResourceData = {
  getList: async () => {
    const data = await settingsRows();
    return { data: data as never[], total: data.length };
  },
  getOne: async (_resource, params) => {
    const row = (await settingsRows()).find((candidate) => candidate.id === params.id);
    if (!row) throw new Error(`No settings ${String(params.id)}`);
    return { data: row as never };
  },
  update: async (_resource, params) => {
    const saved = await saveChange(params.previousData as MoneySettingsRow, params.data as SettingsChange);
    return { data: saved as never };
  },
};
