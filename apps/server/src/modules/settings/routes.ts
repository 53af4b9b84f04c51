import {
  apiError,
  errorCodes,
  maintenanceModeResponse,
  maintenanceTexts,
  storeConfigResponse,
} from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import { cached } from '../../lib/cached';
import type { App, AppDeps } from '../../lib/types';
import { getMaintenanceMode } from './repository';

export async function settingsRoutes(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  // Every page load asks; a short per-process cache keeps that off the database.
  const maintenanceMode = cached(config.settingsCacheMs, () => getMaintenanceMode(db));

  app.get(
    '/settings/getMaintenanceMode',
    {
      schema: {
        tags: ['settings'],
        summary: 'Whether the store is open: 200 when it is, 503 while it is under maintenance',
        response: { 200: maintenanceModeResponse, 503: apiError },
      },
    },
    async (_request, reply) => {
      if (await maintenanceMode()) {
        throw new AppError(503, errorCodes.maintenance, maintenanceTexts.on);
      }
      reply.header('cache-control', 'no-store');
      return { maintenance: false as const };
    },
  );

  app.get(
    '/settings/storeConfig',
    {
      schema: {
        tags: ['settings'],
        summary: 'How this store runs: whether the demo wallet is offered',
        response: { 200: storeConfigResponse },
      },
    },
    async () => ({ demoMode: config.demoMode }),
  );
}
