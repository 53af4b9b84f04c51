// The prices feature's public face.
export { marketPricesQuery, useMarketPrices } from './api/get-market-prices';
