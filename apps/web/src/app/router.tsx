import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { gameQuery } from '@/features/games/api/get-game';
import { gamesQuery } from '@/features/games/api/get-games';
import { homeCatalogueQuery } from '@/features/home/api/get-home';
import { newsQuery } from '@/features/home/api/get-news';
import { preloadFirstBanner } from '@/features/home/lib/hero-banner';
import { navigationQuery } from '@/features/navigation/api/get-navigation';
import { loadScreenTexts, type ScreenTexts } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { MainLayout } from './layout/main-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Creating the router runs the first URL's loaders and starts its screen's code at once, in one task;
 * each waits for a task of its own instead, so none of them holds a tap on a slow phone for long.
 */
const inItsOwnTask = (work: () => void) => () => {
  void nextTask().then(work);
  return null;
};

/**
 * A screen whose code loads when it is first visited, with the English texts of the features only it
 * shows; the shell (layout, nav, footer) is in the first bundle.
 */
const screen =
  <Name extends string>(
    load: () => Promise<Record<Name, ComponentType>>,
    name: Name,
    texts: ScreenTexts[] = [],
  ) =>
  async () => {
    await nextTask();
    const [module] = await Promise.all([load(), loadScreenTexts(texts)]);
    return { Component: module[name] };
  };

export const chartPaths = ['/top-defi-charts', '/top-game-charts', '/top-nft-charts', '/exchange'];

/**
 * A loader that only starts the screen's requests, so they run while its code downloads rather than
 * after its first render. It waits for nothing: the screen shows its own loading state. Each query is
 * made when the screen is visited, so it asks in the page's language of that moment.
 */
const prefetch = (
  queryClient: QueryClient,
  ...queries: (() => Parameters<QueryClient['prefetchQuery']>[0])[]
) => inItsOwnTask(() => queries.forEach((query) => void queryClient.prefetchQuery(query())));

export const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      {
        path: '/maintenance',
        lazy: screen(() => import('@/features/maintenance/components/maintenance-page'), 'MaintenancePage'),
      },
      {
        element: <MainLayout />,
        // The menu and footer links load with the screen's code: drawn in the first render, not a second.
        loader: prefetch(queryClient, navigationQuery),
        // A screen that fails shows the error inside the layout: header, navigation and footer stay.
        children: [{ errorElement: <RouteError />, children: mainScreens(queryClient) }],
      },
    ],
  },
];

const mainScreens = (queryClient: QueryClient): RouteObject[] => [
  {
    index: true,
    loader: inItsOwnTask(() => {
      void queryClient.prefetchQuery(newsQuery);
      // The hero's first banner downloads as soon as the catalogue names it, alongside the code.
      void queryClient.fetchQuery(homeCatalogueQuery()).then(
        (home) => preloadFirstBanner(home.slides),
        () => undefined,
      );
    }),
    lazy: screen(() => import('@/features/home/routes/home-route'), 'HomeRoute'),
  },
  ...chartPaths.map((path) => ({
    path,
    lazy: screen(() => import('@/features/charts/routes/charts-route'), 'ChartsRoute', ['charts']),
  })),
  {
    path: '/games',
    loader: prefetch(queryClient, gamesQuery),
    lazy: screen(() => import('@/features/games/routes/games-route'), 'GamesRoute'),
  },
  {
    path: '/games/:slug',
    loader: ({ params }) => {
      void queryClient.prefetchQuery(gameQuery(params.slug ?? ''));
      return null;
    },
    lazy: screen(() => import('@/features/games/routes/game-route'), 'GameRoute'),
  },
  {
    path: '/download',
    lazy: screen(() => import('@/features/download/routes/download-route'), 'DownloadRoute', ['download']),
  },
  {
    path: '/terms',
    lazy: screen(() => import('@/features/legal/routes/terms-route'), 'TermsRoute', ['legal']),
  },
  {
    path: '/disclaimer',
    lazy: screen(() => import('@/features/legal/routes/disclaimer-route'), 'DisclaimerRoute', ['legal']),
  },
  {
    path: '/explore-3',
    lazy: screen(() => import('@/features/marketplace/routes/explore-route'), 'ExploreRoute', [
      'marketplace',
      'layer2',
    ]),
  },
  {
    path: '/explore-3/:collectionId/:tokenId',
    lazy: screen(() => import('@/features/marketplace/routes/item-route'), 'ItemRoute', [
      'marketplace',
      'layer2',
    ]),
  },
  {
    path: '/nft-collection/:id',
    lazy: screen(() => import('@/features/marketplace/routes/nft-collection-route'), 'NftCollectionRoute', [
      'marketplace',
      'layer2',
    ]),
  },
  {
    path: '/explorer/:chainId/tx/:hash',
    lazy: screen(
      () => import('@/features/explorer/routes/explorer-transaction-route'),
      'ExplorerTransactionRoute',
      ['explorer'],
    ),
  },
  {
    path: '/search',
    lazy: screen(() => import('@/features/search/routes/search-route'), 'SearchRoute', ['search']),
  },
  {
    path: '/login',
    lazy: screen(() => import('@/features/login/routes/login-route'), 'LoginRoute', ['login']),
  },
  {
    path: '/submit-dapp',
    lazy: screen(() => import('@/features/submissions/routes/submit-dapp-route'), 'SubmitDappRoute', [
      'submissions',
    ]),
  },
  {
    path: '/user-profile/*',
    lazy: screen(() => import('@/features/user-profile/routes/user-profile-route'), 'UserProfileRoute', [
      'deposits',
      'governance',
      'history',
      'layer2',
      'marketplace',
      'pledging',
      'seasons',
      'transfers',
      'user-profile',
      'withdrawals',
    ]),
  },
  // Any other path: the not-found page, inside the layout (the server answers it 404).
  { path: '*', lazy: screen(() => import('./not-found-route'), 'NotFoundRoute') },
];

export const createRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));

/** Resolves once the router has loaded the first URL's route code (its `lazy` parts). */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
