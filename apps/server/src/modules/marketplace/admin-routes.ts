import { marketplaceEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { marketplaceError } from './errors';
import { pageOfRefunds, sendRefundAsOperator } from './refunds';

const tags = ['admin'];
const errors = [401, 403, 404, 409];

/** The console's refunds: payments owed back to their senders, sent by finance (audited). */
export function registerAdminRefunds(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  serveEndpoint(
    app,
    marketplaceEndpoints.adminRefunds,
    { tags, summary: 'Payments to the admin wallet owed back to their senders, newest first', errors },
    ({ query }) => pageOfRefunds(db, query),
  );
  serveEndpoint(
    app,
    marketplaceEndpoints.sendAdminRefund,
    {
      tags,
      summary: 'Sends a due refund to the wallet that paid, less its network fee (audited)',
      errors,
    },
    ({ params, operator }) => {
      if (!config.chains) throw marketplaceError('missing-key-pair');
      return sendRefundAsOperator(db, config.chains, operator.address, params.id);
    },
  );
}
