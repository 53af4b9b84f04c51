import { errorCodes, maintenanceTexts, settingsEndpoints } from '@dappx/shared';
import { sessionConnection, type Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { cached, cacheGroup } from '../../lib/cached';
import { serveEndpoint } from '../../lib/endpoint';
import { listenToChannel } from '../../lib/notifications';
import type { App, AppDeps } from '../../lib/types';
import { getMaintenance, getMaintenanceMode, settingsChannel } from './repository';
import { setMaintenance } from './service';

const tags = ['settings'];

/**
 * Reads of the settings cached for `settingsCacheMs` in this process, cleared whenever any process announces a
 * change (`writeMaintenance`): every page load asks, and a switch must still show everywhere at once.
 */
function settingsCaches(app: App, db: Db, config: AppDeps['config']) {
  const caches = cacheGroup();
  if (config.settingsCacheMs > 0) {
    const connection = sessionConnection(db, config.directDatabaseUrl);
    const changes = listenToChannel(connection, settingsChannel, caches.clear, app.log);
    app.addHook('onClose', () => changes.close());
  }
  return caches;
}

export async function settingsRoutes(app: App, { db, config }: Pick<AppDeps, 'db' | 'config'>) {
  const caches = settingsCaches(app, db, config);
  const maintenanceMode = caches.add(cached(config.settingsCacheMs, () => getMaintenanceMode(db)));

  serveEndpoint(
    app,
    settingsEndpoints.getMaintenanceMode,
    {
      tags,
      summary: 'Whether the store is open: 200 when it is, 503 while it is under maintenance',
      errors: [503],
    },
    async ({ reply }) => {
      if (await maintenanceMode()) {
        throw new AppError(503, errorCodes.maintenance, maintenanceTexts.on);
      }
      reply.header('cache-control', 'no-store');
      return { maintenance: false as const };
    },
  );

  serveEndpoint(
    app,
    settingsEndpoints.storeConfig,
    { tags, summary: 'How this store runs: whether the demo wallet is offered' },
    () => ({ demoMode: config.demoMode }),
  );

  const maintenance = caches.add(cached(config.settingsCacheMs, () => getMaintenance(db)));
  serveEndpoint(
    app,
    settingsEndpoints.maintenanceMessage,
    { tags, summary: "The operator's note to visitors while the store is under maintenance ('' for none)" },
    async () => {
      const { on, message } = await maintenance();
      return { message: on ? message : '' };
    },
  );

  registerAdminMaintenance(app, db);
}

function registerAdminMaintenance(app: App, db: AppDeps['db']) {
  serveEndpoint(
    app,
    settingsEndpoints.adminMaintenance,
    { tags: ['admin'], summary: 'The maintenance switch and its message (owner only)' },
    () => getMaintenance(db),
  );
  serveEndpoint(
    app,
    settingsEndpoints.setAdminMaintenance,
    {
      tags: ['admin'],
      summary: 'Close or open the store, with a message to visitors (owner only; audited)',
    },
    ({ body, operator }) => setMaintenance(db, operator.address, body),
  );
}
