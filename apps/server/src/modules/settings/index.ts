// The settings module's public face: what app.ts and the admin may use.
export { settingsRoutes } from './routes';
export { getMaintenance, getMaintenanceMode } from './repository';
export { setMaintenance } from './service';
