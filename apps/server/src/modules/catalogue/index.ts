// The catalogue module's public face: what app.ts, the seed and other modules may use.
export { catalogueRoutes, catalogueWebPages } from './routes';
export { listenForCatalogueChanges } from './changes';
export { seedCatalogue } from './seed';
export { gamesSlides } from './schema';
export { addAppToChart, listedApps, type NewListing } from './listing';
export { attachDemoContracts, demoCollectionsApp, demoDappApps, type DemoContract } from './demo-contracts';
