import { auditEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { listAudit } from './service';

export async function auditRoutes(app: App, { db }: Pick<AppDeps, 'db'>) {
  serveEndpoint(
    app,
    auditEndpoints.auditLog,
    {
      tags: ['admin'],
      summary: 'The audit log, newest first: filter by operator, action and time; page with `before`',
    },
    async ({ query }) => listAudit(db, query),
  );
}
