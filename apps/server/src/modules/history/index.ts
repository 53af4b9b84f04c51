// The history module's public face: what app.ts may use.
export { historyRoutes } from './routes';
