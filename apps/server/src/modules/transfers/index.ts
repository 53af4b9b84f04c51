// The transfers module's public face: what app.ts may use.
export { transfersRoutes } from './routes';
