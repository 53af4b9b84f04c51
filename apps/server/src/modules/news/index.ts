// The news module's public face: what app.ts may use.
export { newsRoutes } from './routes';
