// The settings module's public face: what app.ts and the admin may use.
export { settingsRoutes } from './routes';
export { getMaintenanceMode, setMaintenanceMode } from './repository';
