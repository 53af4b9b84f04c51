// The uploads module's public face: the routes that take and serve files, whether a path names one,
// and the start's import of the files earlier versions kept on disk.
export { uploadsRoutes } from './routes';
export { isStoredUpload } from './store';
export { importUploadsFolder } from './import-folder';
