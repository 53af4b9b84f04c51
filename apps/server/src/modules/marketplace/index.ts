// The marketplace module's public face: what app.ts, main.ts, workers.ts, the seed and other modules may use.
export { marketplaceRoutes } from './routes';
export { marketWebPages } from './web-pages';
export { startOrderExpiry } from './worker';
export { seedMarketplace } from './seed';
export { demoChainCollections, demoCollectionId, demoCollectionSeeds } from './demo-collections';
export { attachCollectionContracts, remintSoldTokens } from './service';
export { nftOrders } from './schema';
export { listRefunds } from './refunds';
