import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { MainLayout } from './layout/main-layout';
import { RootLayout } from './root-layout';

// Every screen loads on demand; the shell (layout, nav, footer) is in the first bundle.
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoader,
    children: [
      {
        path: '/maintenance',
        lazy: () =>
          import('@/features/maintenance/components/maintenance-page').then((m) => ({
            Component: m.MaintenancePage,
          })),
      },
      {
        element: <MainLayout />,
        children: [
          { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
