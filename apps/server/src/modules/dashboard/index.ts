// The dashboard module's public face: the console's figures of the day, for app.ts.
export { dashboardRoutes } from './routes';
