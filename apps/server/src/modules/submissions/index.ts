// The submissions module's public face: the store's submit calls and the editors' review queue.
export { submissionsRoutes } from './routes';
export { submissionsWaiting } from './figures';
