// The reviews module's public face: what app.ts and main.ts may use.
export { reviewsRoutes } from './routes';
// Demo mode: the history's users review the demo dapps once the indexer has counted them.
export { seedDemoReviews, startDemoReviews, type DemoReviewer } from './demo-reviews';
export { reportsOpen } from './figures';
