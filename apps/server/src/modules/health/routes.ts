import { sql } from 'drizzle-orm';
import { healthResponse, readinessResponse, type ReadinessResponse } from '@dappx/shared';
import { isDatabaseUnavailable } from '../../db/errors';
import type { App, AppDeps } from '../../lib/types';

export async function healthRoutes(
  app: App,
  { db, latestMigration }: Pick<AppDeps, 'db'> & { latestMigration: string },
) {
  app.get(
    '/healthz',
    {
      schema: { tags: ['health'], summary: 'The process is up', response: { 200: healthResponse } },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'The database answers and the newest migration is applied',
        response: { 200: readinessResponse, 503: readinessResponse },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(db, latestMigration);
      reply.header('cache-control', 'no-store');
      return reply.code(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
}

async function checkReadiness(db: AppDeps['db'], latestMigration: string): Promise<ReadinessResponse> {
  try {
    const result = await db.execute<{ applied: boolean }>(
      sql`SELECT EXISTS (SELECT 1 FROM drizzle.__drizzle_migrations WHERE hash = ${latestMigration}) AS applied`,
    );
    const migrations = result.rows[0]?.applied === true;
    return { status: migrations ? 'ready' : 'not-ready', database: true, migrations };
  } catch (error) {
    // A reachable database without our migrations table is up but not ready.
    return { status: 'not-ready', database: !isDatabaseUnavailable(error), migrations: false };
  }
}
