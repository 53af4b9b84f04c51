// The health module's public face: what app.ts may use.
export { healthRoutes } from './routes';
