// The marketplace feature's public face: the NFT collection page is reached through the router.
export { connectedImxAddress, imxBalance } from './imx-wallet';
