import { declareEndpoints } from '../endpoint';
import type { settingsEndpointSchemas } from '../settings';

/** The store's settings, served by the settings API host (storefront spec, sections 4 and 7). */
export const settingsEndpoints = declareEndpoints<typeof settingsEndpointSchemas>()({
  /** 200 while the store is open, 503 while it is under maintenance. */
  getMaintenanceMode: {
    method: 'GET',
    path: '/settings/getMaintenanceMode',
    auth: 'public',
    host: 'settings',
  },
  /** How this store runs: whether the demo wallet is offered. */
  storeConfig: { method: 'GET', path: '/settings/storeConfig', auth: 'public', host: 'settings' },
  /** The operator's note to visitors while the store is closed ('' for none), shown as written. */
  maintenanceMessage: {
    method: 'GET',
    path: '/settings/maintenanceMessage',
    auth: 'public',
    host: 'settings',
  },
  /** The console's view of the maintenance switch (owner only: it closes the whole store). */
  adminMaintenance: { method: 'GET', path: '/admin/api/maintenance', auth: 'operator', roles: [] },
  setAdminMaintenance: { method: 'POST', path: '/admin/api/maintenance', auth: 'operator', roles: [] },
});
