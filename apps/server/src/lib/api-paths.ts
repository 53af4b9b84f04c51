/** Paths that belong to the API: a miss there is a JSON 404, never the web app. */
export const apiPrefixes = [
  '/users',
  '/v1',
  '/settings',
  '/newsletter',
  '/crypto',
  '/docs',
  '/healthz',
  '/readyz',
  '/api',
  '/rpc',
];

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return apiPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
