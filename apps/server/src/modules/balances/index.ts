// The balances module's public face: what app.ts and other modules may use.
export { balancesRoutes } from './routes';
