// The media module's public face: what app.ts may use.
export { mediaRoutes } from './routes';
export { sendFileRange } from './videos';
