import { tokenStakingEndpoints } from '@dappx/shared/endpoints/token-staking';
import {
  governanceSettingKinds,
  tokenStakingSettingKinds,
  type SettingKind,
} from '@dappx/shared/money-settings';
import type { StakingSettingChangeRecord } from '@dappx/shared/staking-setting-changes';
import type { ResourceData } from '../../lib/resource-data';
import { adminApi } from '../../lib/admin-api';
import { shownSetting } from './setting-inputs';

export type SettingChangeRow = StakingSettingChangeRecord;
/** What a second operator decides on a waiting change. */
export type SettingChangeDecision = 'approve' | 'reject';

/** How a staking kind's setting is written: governance (ACE, EDAO) and per-token staking name some alike. */
const kindOf = (token: string, name: string): SettingKind | undefined => {
  const kinds: Record<string, SettingKind> =
    token === 'ACE' || token === 'EDAO' ? governanceSettingKinds : tokenStakingSettingKinds;
  return kinds[name];
};

/** A change as people read it: `mining_rate = 0.5, penalty_fee = 3 %`. */
export const changesText = (change: SettingChangeRow) =>
  Object.entries(change.changes)
    .map(([name, value]) => {
      const kind = kindOf(change.token, name);
      return `${name} = ${kind ? shownSetting(kind, value) : String(value)}`;
    })
    .join(', ');

/**
 * Staking settings changes that raise a rate above its threshold, waiting for a second operator, a page at
 * a time;
 * `update` with `{ decision }` applies or rejects one.
 */
export const settingApprovalsData: ResourceData = {
  getList: async (_resource, params) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const { changes, total } = await adminApi(tokenStakingEndpoints.stakingSettingChanges, {
      query: { status: 'pending', limit: perPage, offset: (page - 1) * perPage },
    });
    return { data: changes as never[], total };
  },
  update: async (_resource, params) => {
    const { decision } = params.data as { decision: SettingChangeDecision };
    const endpoint =
      decision === 'approve'
        ? tokenStakingEndpoints.approveStakingSettingChange
        : tokenStakingEndpoints.rejectStakingSettingChange;
    await adminApi(endpoint, { params: { id: String(params.id) } });
    return { data: { ...(params.previousData as object), id: params.id } as never };
  },
};
