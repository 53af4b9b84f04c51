// The wallet-connect feature's public face: the 'Connect Wallet' button and its dialog.
export { ConnectWalletButton } from './components/connect-wallet-button';
