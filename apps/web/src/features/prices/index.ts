// The prices feature's public face.
export { useMarketPrices } from './api/get-market-prices';
