// The governance module's public face: what app.ts, the seed, the admin and other modules may use.
export { governanceRoutes } from './routes';
export { governanceConfigs } from './schema';
export { governanceSettings } from './staking-settings';
