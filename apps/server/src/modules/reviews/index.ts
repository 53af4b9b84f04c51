// The reviews module's public face: what app.ts and main.ts may use.
export { reviewsRoutes } from './routes';
