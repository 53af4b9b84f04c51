// The contract proofs module's public face: what app.ts and workers.ts may use.
export { contractProofsRoutes } from './routes';
export { flagStaleProofs } from './stale';
export { addressInWord, creationBlockOf, ownerOf } from './controllers';
export { proveDemoContracts } from './demo-proofs';
