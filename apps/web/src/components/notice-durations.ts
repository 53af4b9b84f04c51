/** How long a snackbar stays: 6 s on the storefront (storefront spec, section 2), 2 s in the wallet area (wallet-area spec, section 9). */
export const storefrontHideMs = 6_000;
export const walletHideMs = 2_000;
