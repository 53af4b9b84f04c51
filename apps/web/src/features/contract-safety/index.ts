// The contract safety feature's public face: the panel an app's or a game's page shows.
export { SafetyPanel } from './components/safety-panel';
export { contractSafetyQuery } from './api/get-contract-safety';
