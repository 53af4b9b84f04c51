// The launcher module's public face: what app.ts may use.
export { launcherRoutes } from './routes';
