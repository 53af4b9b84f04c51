/** The console's cache key of the store's maintenance switch. */
export const maintenanceQueryKey = ['admin', 'maintenance'];
