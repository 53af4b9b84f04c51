// The explorer module's public face: what app.ts may use.
export { explorerRoutes } from './routes';
