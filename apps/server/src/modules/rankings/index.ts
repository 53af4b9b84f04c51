// The rankings module's public face: what app.ts, workers.ts and other modules may use.
export { startRankingsIndexers } from './worker';
export { indexedBlocks } from './indexer';
export { appFigures, type AppFigures, type FiguresQuery } from './figures';
export { rankingsRoutes } from './routes';
