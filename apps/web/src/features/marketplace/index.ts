// The marketplace feature's public face: the NFT collection page is reached through the router.
export { connectedImxAddress, imxBalance } from './imx-wallet';
// The wallet area's My NFTs page.
export { MyNftsPage } from './routes/my-nfts-page';
// The search results page: the market's items that match, each linking to its page.
export { getMarket } from './api/get-market';
export { itemPath } from './price-view';
