// The marketplace feature's public face: the NFT collection page is reached through the router.
export { connectedImxAddress, imxBalance } from './imx-wallet';
// The wallet area's My NFTs page, and its query for the area's loader.
export { MyNftsPage } from './routes/my-nfts-page';
export { myNftsQuery } from './api/get-market';
// The search results page: the market's items that match, each linking to its page.
export { getMarket } from './api/get-market';
export { itemPath } from './price-view';
