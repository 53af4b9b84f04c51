import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createEmotionCache } from './app/emotion-cache';
import { AppProvider } from './app/provider';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import { initI18n } from './lib/i18n';
import { reportWebVitals } from './lib/web-vitals';

await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={createQueryClient()} emotionCache={createEmotionCache()}>
      <RouterProvider router={createRouter()} />
    </AppProvider>
  </StrictMode>,
);

void reportWebVitals();
