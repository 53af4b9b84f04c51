import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { gameQuery } from '@/features/games/api/get-game';
import { gamesQuery } from '@/features/games/api/get-games';
import { homeCatalogueQuery } from '@/features/home/api/get-home';
import { newsQuery } from '@/features/home/api/get-news';
import { preloadFirstBanner } from '@/features/home/lib/hero-banner';
import { collectionTokensQuery } from '@/features/marketplace/api/get-collection-tokens';
import { marketQuery } from '@/features/marketplace/api/get-market';
import { initialMarketFilters, linkedMarketSearch, marketQueryOf } from '@dappx/shared/market-query';
import { navigationQuery } from '@/features/navigation/api/get-navigation';
import { marketPricesQuery } from '@/features/prices/api/get-market-prices';
import { rankingsQuery } from '@/features/rankings/api/get-rankings';
import { rankingsAppQuery } from '@/features/rankings/api/get-rankings-app';
import { rankingsTraceQuery } from '@/features/rankings/api/get-rankings-trace';
import { queryOf, traceViewOf, viewOf } from '@/features/rankings/rankings-view';
import { walletPageReads } from '@/features/user-profile/api/wallet-page-reads';
import { userProfileQuery } from '@/features/users/api/users-api';
import { readEarly } from '@/lib/api-client';
import { loadScreenTexts } from '@/lib/i18n';
import { nextTask } from '@/lib/next-task';
import { isLoggedIn } from '@/lib/session';
import { MainLayout } from './layout/main-layout';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { screens } from './screens';

/**
 * Creating the router runs the first URL's loaders and starts its screen's code at once, in one task;
 * each waits for a task of its own instead, so none of them holds a tap on a slow phone for long.
 */
const inItsOwnTask = (work: () => void) => () => {
  void nextTask().then(work);
  return null;
};

// Every screen's module, loaded when it is first visited; the shell (layout, nav, footer) is in the
// first bundle. The patterns cover each module the screens table names (screens.test.ts checks).
const screenModules = import.meta.glob<Record<string, ComponentType>>([
  '/src/features/*/routes/*-route.tsx',
  '/src/features/maintenance/components/maintenance-page.tsx',
  '/src/app/not-found-route.tsx',
]);

/** The screen at a path of the screens table: its code, with the English texts of the features only it shows. */
export const screenAt = (path: string) => {
  const found = screens.find((candidate) => candidate.path === path);
  const load = found && screenModules[`/src/${found.module}`];
  if (!found || !load) throw new Error(`No screen at ${path}`);
  return async () => {
    await nextTask();
    const [module] = await Promise.all([load(), loadScreenTexts(found.texts ?? [])]);
    return { Component: module[found.component] };
  };
};

let firstLoadDone = false;
// Long enough for a page's requests on a good line; a slower answer no longer holds the page back.
const firstRenderWaitMs = 1_000;

/**
 * On the app's first load, the loader of a screen with its own figures waits for them (a second at most)
 * before the first render. Rendered with their loading states instead, the screens drew twice, and the
 * figures arriving in the middle of the first, time-sliced render made React redo the whole page at once
 * to keep it consistent: the longest task of the load. Later navigations wait for nothing and show their
 * loading states, so a tap changes the page at once.
 */
function firstRenderWaitsFor(requests: Promise<unknown>[]): Promise<null> | null {
  if (firstLoadDone) return null;
  const settled = Promise.allSettled(requests);
  const late = new Promise((resolve) => setTimeout(resolve, firstRenderWaitMs));
  return Promise.race([settled, late]).then(() => null);
}

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
        lazy: screenAt('/maintenance'),
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

/** What a screen's loader starts while its code downloads: the requests its first render makes. */
const screenLoaders = (queryClient: QueryClient): Record<string, RouteObject['loader']> => ({
  '/': inItsOwnTask(() => {
    void queryClient.prefetchQuery(newsQuery);
    // The hero's first banner downloads as soon as the catalogue names it, alongside the code.
    void queryClient.fetchQuery(homeCatalogueQuery()).then(
      (home) => preloadFirstBanner(home.slides),
      () => undefined,
    );
  }),
  '/games': prefetch(queryClient, gamesQuery),
  '/games/:slug': ({ params }) =>
    firstRenderWaitsFor([
      queryClient.prefetchQuery(gameQuery(params.slug ?? '')),
      queryClient.prefetchQuery(rankingsAppQuery(params.slug ?? '')),
    ]),
  '/rankings': ({ request }) => {
    void queryClient.prefetchQuery(rankingsQuery(queryOf(viewOf(new URL(request.url).searchParams))));
    return null;
  },
  '/rankings/:slug/transactions': ({ params, request }) => {
    const slug = params.slug ?? '';
    void queryClient.prefetchQuery(rankingsAppQuery(slug));
    void queryClient.prefetchInfiniteQuery(
      rankingsTraceQuery(slug, traceViewOf(new URL(request.url).searchParams)),
    );
    return null;
  },
  '/explore-3': ({ request }) => {
    const filters = initialMarketFilters(linkedMarketSearch(new URL(request.url).searchParams));
    return firstRenderWaitsFor([
      queryClient.prefetchQuery(marketQuery(marketQueryOf(filters, 0))),
      queryClient.prefetchQuery(marketPricesQuery()),
    ]);
  },
  // The page's own figures' queries stay out of the first load: they come in a chunk of the area's own
  // code, and take the answers of the reads asked for here. The area waits for none of them: its first
  // render is long, and drawn while a dozen calls are answered it is done sooner than drawn after them
  // (measured with the bench's page table).
  '/user-profile/*': ({ params }) => {
    if (!isLoggedIn()) return null;
    // Asked for at once: the queries that read them come with the area's code, and their schemas.
    readEarly(walletPageReads(params['*'] ?? ''));
    void queryClient.prefetchQuery(userProfileQuery());
    void queryClient.prefetchQuery(marketPricesQuery());
    void import('@/features/user-profile/api/wallet-page-queries').then((module) =>
      module.prefetchWalletPage(queryClient, params['*'] ?? ''),
    );
    return null;
  },
  '/nft-collection/:id': ({ params }) =>
    firstRenderWaitsFor([
      queryClient.prefetchQuery(collectionTokensQuery(params.id ?? '', 0)),
      queryClient.prefetchQuery(marketPricesQuery()),
    ]),
});

/** The screens inside the layout: every one of the table but the maintenance page, which stands alone. */
const mainScreens = (queryClient: QueryClient): RouteObject[] => {
  const loaders = screenLoaders(queryClient);
  return screens
    .filter(({ path }) => path !== '/maintenance')
    .map(({ path }) => ({
      ...(path === '/' ? { index: true } : { path }),
      loader: loaders[path],
      lazy: screenAt(path),
    }));
};

export const createRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));

/** Resolves once the router has loaded the first URL's route code (its `lazy` parts). */
export function routerReady(router: ReturnType<typeof createRouter>): Promise<void> {
  if (router.state.initialized) {
    firstLoadDone = true;
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      firstLoadDone = true;
      resolve();
    });
  });
}
