import { errorCodes, moneyTexts, tokenStakingEndpoints, type StakingToken } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { columnValuesOf } from '../../lib/settings-fields';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import type { Actor } from '../audit';
import { listStakingSettingChanges } from './setting-changes';
import {
  approveStakingSettingChange,
  changeStakingSettings,
  fieldsOf,
  rejectStakingSettingChange,
  stakingSettingsGroups,
} from './staking-settings';

const tags = ['admin'];
const errors = [401, 403, 404];

/**
 * The console's staking settings (finance): every kind read at once, each changed with an audit row; a
 * change raising a rate above its threshold waits for a second operator, who applies or rejects it.
 */
export function registerAdminStakingSettings(app: App, { db }: Pick<AppDeps, 'db'>) {
  const change = async (actor: Actor, token: StakingToken, body: Record<string, unknown>) => {
    const values = columnValuesOf(fieldsOf(token), body as Record<string, string>);
    const group = await changeStakingSettings(db, actor, token, values);
    if (!group) throw new AppError(404, errorCodes.notFound, moneyTexts.notConfigured);
    return group;
  };
  serveEndpoint(
    app,
    tokenStakingEndpoints.adminStakingSettings,
    {
      tags,
      summary: 'Every staking kind’s settings: ACE and EDAO governance, DAPPX and ACE pledging',
      errors,
    },
    async () => ({ groups: await stakingSettingsGroups(db) }),
  );
  serveEndpoint(
    app,
    tokenStakingEndpoints.setAdminGovernanceSettings,
    {
      tags,
      summary: 'Change ACE or EDAO governance staking settings (amounts in base units; audited)',
      errors,
    },
    ({ params, body, operator }) => change(operator.address, params.token, body),
  );
  serveEndpoint(
    app,
    tokenStakingEndpoints.setAdminTokenStakingSettings,
    { tags, summary: 'Change DAPPX or ACE pledging settings (amounts in base units; audited)', errors },
    ({ params, body, operator }) => change(operator.address, params.token, body),
  );
  registerSettingChangeDecisions(app, db);
}

function registerSettingChangeDecisions(app: App, db: AppDeps['db']) {
  serveEndpoint(
    app,
    tokenStakingEndpoints.stakingSettingChanges,
    {
      tags,
      summary:
        'Staking settings changes raising a rate above its threshold (pending: waiting for approval), a page at a time',
      errors,
    },
    ({ query }) => listStakingSettingChanges(db, query),
  );
  serveEndpoint(
    app,
    tokenStakingEndpoints.approveStakingSettingChange,
    {
      tags,
      summary: 'A second operator applies a waiting staking settings change (never whoever asked; audited)',
      errors: [...errors, 400, 409],
    },
    ({ params, operator }) => approveStakingSettingChange(db, operator.address, params.id),
  );
  serveEndpoint(
    app,
    tokenStakingEndpoints.rejectStakingSettingChange,
    {
      tags,
      summary: 'A second operator rejects a waiting staking settings change (never whoever asked; audited)',
      errors: [...errors, 409],
    },
    ({ params, operator }) => rejectStakingSettingChange(db, operator.address, params.id),
  );
}
