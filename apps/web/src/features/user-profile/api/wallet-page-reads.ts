/* eslint-disable no-restricted-syntax -- the paths are restated so that they load without the endpoint
   declarations' schemas; wallet-page-reads.test.ts checks them against the calls the declarations make. */
/**
 * The API reads (GET) each page of the wallet area starts (`prefetchWalletPage`), as paths with their query,
 * named without the code that reads them: the router asks for them as the area's code starts to
 * download, so the figures are in before the page is drawn. Its test checks them against the reads
 * `prefetchWalletPage` makes, page by page.
 */
const everyPage = ['/users/totals'];

const governance = (token: 'acent' | 'edao', earned: string) => [
  `/users/${token}/vault/balance`,
  `/users/${token}/active/balance`,
  `/users/${token}/governance-pledging/balance`,
  `/users/${token}/governance-pledging/${earned}`,
  `/users/${token}/governance-pledging/history?offset=0&limit=10`,
];

const pageReads: Record<string, string[]> = {
  '': [],
  ace: [
    ...governance('acent', 'edao-earned'),
    '/users/getPledgeBalance?token_type=ACE',
    '/users/acent/currentPledgeSeason',
    '/users/acent/pledgedAcent',
    '/users/acent/pledgeHistory?offset=0&limit=1',
  ],
  zera: [],
  dappx: [
    '/users/dappx/vault/balance',
    '/users/dappx/active/balance',
    '/users/getMyDappxBalance',
    '/users/getPledgeBalance?token_type=DAPPX',
  ],
  edao: governance('edao', 'ace-earned'),
  nfts: ['/v1/marketplace/my-nfts'],
};

/** The reads of the page at `page` below the area ('' for the overview); none for a path it lacks. */
export const walletPageReads = (page: string): string[] =>
  page in pageReads ? [...everyPage, ...pageReads[page]!] : [];

/** The pages below the area that have reads of their own ('' for the overview). */
export const walletPages = Object.keys(pageReads);

/** What the area itself reads on every page, from the router's loader: the profile and the prices. */
export const walletAreaReads = ['/users/userProfile', '/users/getMarketPrices'];

/**
 * The Zera figures' calls on every page, in their order (`zeraLiveQuery`): each staked token's earned
 * Zera, a POST that pays out what its stake mined so far, then the Zera vault's two balances once both
 * have answered. Bodies as the client writes them.
 */
export const zeraLiveCalls = {
  earned: ['DAPPX', 'ACE'].map((token) => ({
    path: '/users/getEarnedZeraBalance',
    body: JSON.stringify({ token_type: token }),
  })),
  balances: ['/users/zera/main/balance', '/users/zera/pocket/balance'],
};
