import type { ScreenTexts } from '@/lib/i18n';

/** A screen: its path, the module under src/ that holds it, the component it exports and its texts. */
export type Screen = {
  path: string;
  module: string;
  component: string;
  /** Features whose English texts load with the screen's code (lib/i18n.ts). */
  texts?: readonly ScreenTexts[];
  /** A module under src/ that the screen's loader imports on demand to start its requests. */
  loaderModule?: string;
};

export const chartPaths = ['/top-defi-charts', '/top-game-charts', '/top-nft-charts', '/exchange'];

const marketTexts = ['marketplace', 'layer2'] as const;

/**
 * Every screen of the store, in one place: the router makes its routes from it, and the build reads it
 * (vite.config.ts) so that the first load of a page fetches that screen's files alongside the app's own
 * rather than after it. This file imports nothing the build could not read: types only.
 */
export const screens: readonly Screen[] = [
  {
    path: '/maintenance',
    module: 'features/maintenance/components/maintenance-page.tsx',
    component: 'MaintenancePage',
  },
  { path: '/', module: 'features/home/routes/home-route.tsx', component: 'HomeRoute' },
  ...chartPaths.map((path) => ({
    path,
    module: 'features/charts/routes/charts-route.tsx',
    component: 'ChartsRoute',
    texts: ['charts', 'rankings'] as const,
  })),
  { path: '/games', module: 'features/games/routes/games-route.tsx', component: 'GamesRoute' },
  {
    path: '/games/:slug',
    module: 'features/games/routes/game-route.tsx',
    component: 'GameRoute',
    texts: ['rankings'],
  },
  {
    path: '/download',
    module: 'features/download/routes/download-route.tsx',
    component: 'DownloadRoute',
    texts: ['download'],
  },
  {
    path: '/terms',
    module: 'features/legal/routes/terms-route.tsx',
    component: 'TermsRoute',
    texts: ['legal'],
  },
  {
    path: '/disclaimer',
    module: 'features/legal/routes/disclaimer-route.tsx',
    component: 'DisclaimerRoute',
    texts: ['legal'],
  },
  {
    path: '/explore-3',
    module: 'features/marketplace/routes/explore-route.tsx',
    component: 'ExploreRoute',
    texts: marketTexts,
  },
  {
    path: '/explore-3/:collectionId/:tokenId',
    module: 'features/marketplace/routes/item-route.tsx',
    component: 'ItemRoute',
    texts: marketTexts,
  },
  {
    path: '/nft-collection/:id',
    module: 'features/marketplace/routes/nft-collection-route.tsx',
    component: 'NftCollectionRoute',
    texts: marketTexts,
  },
  {
    path: '/explorer/:chainId/tx/:hash',
    module: 'features/explorer/routes/explorer-transaction-route.tsx',
    component: 'ExplorerTransactionRoute',
    texts: ['explorer'],
  },
  {
    path: '/search',
    module: 'features/search/routes/search-route.tsx',
    component: 'SearchRoute',
    texts: ['search'],
  },
  {
    path: '/rankings',
    module: 'features/rankings/routes/rankings-route.tsx',
    component: 'RankingsRoute',
    texts: ['rankings'],
  },
  {
    path: '/rankings/method',
    module: 'features/rankings/routes/rankings-method-route.tsx',
    component: 'RankingsMethodRoute',
    texts: ['rankings', 'reviews'],
  },
  {
    path: '/rankings/:slug/transactions',
    module: 'features/rankings/routes/rankings-transactions-route.tsx',
    component: 'RankingsTransactionsRoute',
    texts: ['rankings', 'reviews'],
  },
  {
    path: '/login',
    module: 'features/login/routes/login-route.tsx',
    component: 'LoginRoute',
    texts: ['login'],
  },
  {
    path: '/submit-dapp',
    module: 'features/submissions/routes/submit-dapp-route.tsx',
    component: 'SubmitDappRoute',
    // The rankings' texts name a contract's proof and its chain.
    texts: ['submissions', 'rankings'],
  },
  {
    path: '/user-profile/*',
    module: 'features/user-profile/routes/user-profile-route.tsx',
    component: 'UserProfileRoute',
    loaderModule: 'features/user-profile/api/wallet-page-queries.ts',
    texts: [
      'deposits',
      'governance',
      'history',
      'layer2',
      'marketplace',
      'token-staking',
      'seasons',
      'transfers',
      'user-profile',
      'withdrawals',
    ],
  },
  // Any other path: the not-found page, inside the layout (the server answers it 404).
  { path: '*', module: 'app/not-found-route.tsx', component: 'NotFoundRoute' },
];

/**
 * A screen's path as a pattern over a URL's path: `:name` is one segment, a final `*` any rest, and a
 * trailing slash is allowed, as the router reads them. The catch-all `*` matches every path.
 */
export function screenPathPattern(path: string): string {
  if (path === '*') return '^/';
  const segments = path
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith(':') ? '/[^/]+' : segment === '*' ? '(?:/.*)?' : `/${segment}`));
  return `^${segments.join('') || ''}/?$`;
}
