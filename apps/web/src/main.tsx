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

// Evaluating the app's code, starting the texts, creating the router (which runs the first URL's loaders)
// and building the theme each take a task of their own, so a tap in between is answered. The texts
// start first, so that the router's requests ask in their language (pageLanguage); the router comes
// before the theme, so that the route's code and data download while the theme is built.
const queryClient = createQueryClient();
await nextTask();
const texts = initI18n();
await nextTask();
const router = createRouter(queryClient);
await nextTask();
appTheme();
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
