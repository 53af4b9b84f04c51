import { apiError, errorCodes, maintenanceModeResponse, maintenanceTexts } from '@dappx/shared';
import { AppError } from '../../lib/app-error';
import type { App, AppDeps } from '../../lib/types';
import { getMaintenanceMode } from './repository';

export async function settingsRoutes(app: App, { db }: Pick<AppDeps, 'db'>) {
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
      if (await getMaintenanceMode(db)) {
        throw new AppError(503, errorCodes.maintenance, maintenanceTexts.on);
      }
      reply.header('cache-control', 'no-store');
      return { maintenance: false as const };
    },
  );
}
