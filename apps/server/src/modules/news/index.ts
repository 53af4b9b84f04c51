// The news module's public face: what app.ts may use, and its feeds' table for the console's catalogue.
export { registerFeedAddressCheck } from './feed-url-check';
export { newsRoutes } from './routes';
export { newsFeeds } from './schema';
