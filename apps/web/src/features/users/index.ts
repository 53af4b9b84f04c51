// The users feature's public face: what other features and the app may use.
export { AccountButton } from './components/account-button';
export { RegisterDialog } from './components/register-dialog';
export { logout } from './logout';
export { demoWalletId, isLoggedIn, shortAddress, storedWalletAddress } from './session';
export { isInWalletBrowser, useSignIn, type SignInNotice, type SignInState } from './use-sign-in';
export type { WalletOption as DiscoveredWallet } from './wallet/wallet-client';
export { loadOnChain } from './wallet/load-wallet';
export type { Layer } from './wallet/on-chain';
