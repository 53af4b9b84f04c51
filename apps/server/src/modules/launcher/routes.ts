import { apiError, checkIpBody, checkIpResponse, ipLookupQuery, ipLookupResponse } from '@dappx/shared';
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

  // Our own IP lookup (the spec's 'IP-lookup service, format=json'): the page learns the address we see
  // without asking a third party.
  app.get(
    '/v1/launcher/ip',
    {
      schema: {
        tags: ['launcher'],
        summary: 'The caller’s address as the store sees it',
        querystring: ipLookupQuery,
        response: { 200: ipLookupResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ip: request.ip };
    },
  );
}
