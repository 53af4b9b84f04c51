// The rankings module's public face: what app.ts, workers.ts and other modules may use.
export { startRankingsIndexers } from './worker';
export { indexedBlocks, indexRankings, maxBlocksPerRound } from './indexer';
export { readRange } from './chain-reader';
export { rankedChains, storeChainIdOf } from './watched-chains';
export { catalogueContracts, type CatalogueContract } from './contracts';
export { appFigures, type AppFigures, type FiguresQuery } from './figures';
export { rankingsRoutes } from './routes';
export { rebuildHours } from './hours';
export { pricedTokensOf } from './hour-prices';
export { refreshWindowFigures } from './window-figures';
