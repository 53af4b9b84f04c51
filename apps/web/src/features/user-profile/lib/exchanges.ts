/**
 * Where the Buy buttons send people: an external exchange trading the token. One list, so the Buy
 * popovers and the side panel's Buy link never disagree.
 */
export const exchanges = [{ name: 'Uniswap', url: 'https://app.uniswap.org/' }] as const;
