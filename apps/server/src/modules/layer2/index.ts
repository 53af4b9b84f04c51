// The layer2 module's public face: what app.ts and workers.ts may use.
export { layer2Routes } from './routes';
export { startBridgeRelayer } from './worker';
