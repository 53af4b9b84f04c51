// The prices module's public face: what app.ts, the seed and the admin may use.
export { cachedPriceSource, pricesRoutes } from './routes';
export { priceSourceOf, setMarketPrice, type PriceSource } from './price-source';
export { marketPrices } from './schema';
