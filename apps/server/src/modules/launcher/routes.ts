import { launcherEndpoints } from '@dappx/shared';
import { serveEndpoint } from '../../lib/endpoint';
import type { App, AppDeps } from '../../lib/types';
import { launcherChecks } from './schema';

const tags = ['launcher'];

export async function launcherRoutes(app: App, { db }: Pick<AppDeps, 'db'>) {
  serveEndpoint(
    app,
    launcherEndpoints.checkIp,
    { tags, summary: 'Record the address the web3 browser reported on a Start click' },
    async ({ body, request }) => {
      await db.insert(launcherChecks).values({
        reportedIp: body.IpAddress,
        seenIp: request.ip,
        userAgent: request.headers['user-agent']?.slice(0, 512),
      });
      return { message: 'Ok' as const };
    },
  );

  // Our own IP lookup (the spec's 'IP-lookup service, format=json'): the page learns the address we see
  // without asking a third party.
  serveEndpoint(
    app,
    launcherEndpoints.ipLookup,
    { tags, summary: 'The caller’s address as the store sees it' },
    ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return { ip: request.ip };
    },
  );
}
