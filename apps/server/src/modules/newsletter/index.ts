// The newsletter module's public face: what app.ts may use.
export { newsletterRoutes } from './routes';
