import { allEndpoints, pathPrefixes } from '@dappx/shared';

/**
 * Paths that belong to the API: a miss there is a JSON 404, never the web app. Every declared endpoint's
 * first segment, plus what is served without a declaration (docs, health, the chains' RPC proxy).
 */
export const apiPrefixes = [
  ...pathPrefixes(allEndpoints),
  ...['/docs', '/healthz', '/readyz', '/api', '/rpc', '/media'],
];

const underApi = (pathname: string) =>
  apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * Whether a request's path is the API's, as written or with its dot segments resolved ('/media/art/.',
 * '/users/%2e%2e/x'): a client or proxy may resolve them either way, and both must get the API's 404.
 */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  let resolved = pathname;
  try {
    resolved = new URL(pathname, 'http://store.invalid').pathname;
  } catch {
    // Not a path a URL can hold: judged as written.
  }
  return underApi(pathname) || underApi(resolved);
}
