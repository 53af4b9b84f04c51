// The pledging module's public face: what app.ts, the seed and other modules may use.
export { pledgingRoutes } from './routes';
export { pledgingAccounts, pledgingConfigs } from './schema';
export { settleAccrual } from './service';
