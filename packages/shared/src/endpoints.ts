/**
 * Every endpoint of the store's API, declared once (zod-free: the web's first load may import it). Each
 * feature's declarations sit in `endpoints/<feature>.ts`, its schemas in `<feature>.ts`; the whole list is
 * `allEndpoints` (all-endpoints.ts).
 */
export * from './endpoints/audit';
export * from './endpoints/balances';
export * from './endpoints/catalogue';
export * from './endpoints/catalogue-admin';
export * from './endpoints/chains';
export * from './endpoints/contract-proofs';
export * from './endpoints/contract-safety';
export * from './endpoints/credits';
export * from './endpoints/dashboard';
export * from './endpoints/explorer';
export * from './endpoints/governance';
export * from './endpoints/health';
export * from './endpoints/history';
export * from './endpoints/launcher';
export * from './endpoints/layer2';
export * from './endpoints/marketplace';
export * from './endpoints/news';
export * from './endpoints/newsletter';
export * from './endpoints/operators';
export * from './endpoints/token-staking';
export * from './endpoints/prices';
export * from './endpoints/rankings';
export * from './endpoints/reviews';
export * from './endpoints/seasons';
export * from './endpoints/settings';
export * from './endpoints/submissions';
export * from './endpoints/transfers';
export * from './endpoints/uploads';
export * from './endpoints/users';
export * from './endpoints/withdrawals';
