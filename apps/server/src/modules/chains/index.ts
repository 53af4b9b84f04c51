// The chains module's public face: what app.ts and other modules may use.
export { chainsRoutes, requireChains, requireL1Network } from './routes';
