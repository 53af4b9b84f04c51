// The deposits module's public face: what app.ts, workers.ts and other modules may use.
export { pendingDeposits, pendingDepositTotal } from './service';
export { startDepositIndexers } from './worker';
export { dailyDeposits, indexerLag } from './figures';
