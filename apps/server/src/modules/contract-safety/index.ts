// The contract safety module's public face: what app.ts and workers.ts may use.
export { contractSafetyRoutes } from './routes';
export { contractSafetyHook, refreshContractSafety } from './refresh';
