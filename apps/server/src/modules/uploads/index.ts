// The uploads module's public face: the routes that take and serve files.
export { uploadsRoutes } from './routes';
