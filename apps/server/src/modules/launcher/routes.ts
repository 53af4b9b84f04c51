import { apiError, checkIpBody, checkIpResponse } from '@dappx/shared';
import type { App, AppDeps } from '../../lib/types';
import { launcherChecks } from './schema';

export async function launcherRoutes(app: App, { db }: Pick<AppDeps, 'db'>) {
  app.post(
    '/v1/launcher/check-ip',
    {
      schema: {
        tags: ['launcher'],
        summary: 'Record the address the web3 browser reported on a Start click',
        body: checkIpBody,
        response: { 200: checkIpResponse, 400: apiError },
      },
    },
    async (request) => {
      await db.insert(launcherChecks).values({
        reportedIp: request.body.IpAddress,
        seenIp: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512),
      });
      return { message: 'Ok' as const };
    },
  );
}
