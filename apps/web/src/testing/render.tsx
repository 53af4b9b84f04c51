import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createEmotionCache } from '@/app/emotion-cache';
import { AppProvider } from '@/app/provider';
import { createQueryClient } from '@/app/query-client';

/** Renders a screen inside the app's providers and a memory router at `path`. */
export function renderWithApp(element: ReactElement, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(
    <AppProvider queryClient={queryClient} emotionCache={createEmotionCache()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}
