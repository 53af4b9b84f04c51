// The dialog brings the sign-in flow (wallet discovery with wagmi and viem, the register form, the users
// API and with it zod), which a page showing the Connect Wallet button (the wallet area's prompt, the
// login page, the header) does not need to draw: it loads on the first sign of intent.
export const loadConnectWalletDialog = () => import('../components/connect-wallet-dialog');

export const prefetchConnectWalletDialog = () => void loadConnectWalletDialog().catch(() => undefined);
