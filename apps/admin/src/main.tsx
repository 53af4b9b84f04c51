import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Console } from './app/console';

// The page's CSP allows styles with its nonce only; Vite puts the nonce in this meta (html.cspNonce).
const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
const cache = createCache({ key: 'css', nonce, prepend: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={cache}>
      <Console />
    </CacheProvider>
  </StrictMode>,
);
