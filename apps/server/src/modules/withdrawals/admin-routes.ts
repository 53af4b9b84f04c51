import { errorCodes, moneyTexts, withdrawalsEndpoints } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { serveEndpoint } from '../../lib/endpoint';
import { columnValuesOf } from '../../lib/settings-fields';
import type { App, AppDeps } from '../../lib/types';
import { listWithdrawalsQueue, withdrawalOfQueue } from './queue';
import { changeWithdrawSettings, withdrawFields, withdrawSettingsGroups } from './settings';

const tags = ['admin'];
const errors = [401, 403, 404];

/** The console's withdrawal settings and withdrawals queue (finance; every change audited). */
export function registerAdminWithdrawals(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  serveEndpoint(
    app,
    withdrawalsEndpoints.adminWithdrawSettings,
    { tags, summary: 'Withdrawal settings of ACE and DAPPX: open or not, ACE fees, daily limits', errors },
    async () => ({ groups: await withdrawSettingsGroups(db) }),
  );
  serveEndpoint(
    app,
    withdrawalsEndpoints.setAdminWithdrawSettings,
    { tags, summary: 'Change a token’s withdrawal settings (amounts in base units; audited)', errors },
    async ({ params, body, operator }) => {
      const values = columnValuesOf(withdrawFields, body);
      const group = await changeWithdrawSettings(db, operator.address, params.token, values);
      if (!group) throw new AppError(404, errorCodes.notFound, moneyTexts.notConfigured);
      return group;
    },
  );
  serveEndpoint(
    app,
    withdrawalsEndpoints.adminWithdrawals,
    { tags, summary: 'The withdrawals queue by status, newest first, with vouchers and payouts', errors },
    ({ query }) => listWithdrawalsQueue(db, config.chains, query),
  );
  serveEndpoint(
    app,
    withdrawalsEndpoints.adminWithdrawal,
    { tags, summary: 'One withdrawal with its voucher and payout', errors },
    ({ params }) => withdrawalOfQueue(db, config.chains, params.id),
  );
}
