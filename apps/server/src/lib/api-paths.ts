import { allEndpoints, pathPrefixes } from '@dappx/shared';

/**
 * Paths that belong to the API: a miss there is a JSON 404, never the web app. Every declared endpoint's
 * first segment, plus what is served without a declaration (docs, health, the chains' RPC proxy).
 */
export const apiPrefixes = [
  ...pathPrefixes(allEndpoints),
  ...['/docs', '/healthz', '/readyz', '/api', '/rpc'],
];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
