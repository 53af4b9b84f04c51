import '@fontsource-variable/inter';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createEmotionCache } from './app/emotion-cache';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { createRouter, routerReady } from './app/router';
import { appTheme } from './app/theme';
import { initI18n } from './lib/i18n';
import { nextTask } from './lib/next-task';
import { reportWebVitals } from './lib/web-vitals';

// Evaluating the app's code, building the theme, starting the texts and creating the router (which runs
// the first URL's loaders) each take a task of their own, so a tap in between is answered. The router
// then starts loading the route's code and data, while the texts load.
const queryClient = createQueryClient();
await nextTask();
appTheme();
await nextTask();
const texts = initI18n();
await nextTask();
const router = createRouter(queryClient);
await Promise.all([texts, routerReady(router)]);

// The first render is the whole page: until then index.html's static header stays on screen. As a
// transition React renders it in short slices, so the main thread stays free for input meanwhile.
startTransition(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider queryClient={queryClient} emotionCache={createEmotionCache()}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  ),
);

void reportWebVitals();
