// The uploads module's public face: the routes that take and serve files, and whether a path names one.
export { uploadsRoutes } from './routes';
export { isStoredUpload } from './store';
