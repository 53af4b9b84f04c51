import createCache from '@emotion/cache';

/**
 * The page's CSP allows only styles carrying the response's nonce; Vite puts it in a meta tag
 * (html.cspNonce) and emotion stamps it on every style tag it writes.
 */
export function createEmotionCache() {
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  return createCache({ key: 'css', nonce, prepend: true });
}
