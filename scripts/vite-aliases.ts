import { fileURLToPath } from 'node:url';

/**
 * Vite's aliases for the shared package, which has no build step: its index, and a single module
 * (e.g. '@dappx/shared/error-codes'), whose zod-free ones keep zod out of the store's first load.
 * A function: the web config's test imports it in jsdom, where this file's URL is no file path.
 */
export function sharedPackageAliases() {
  const sharedSource = new URL('../packages/shared/src/', import.meta.url);
  return [
    { find: /^@dappx\/shared$/, replacement: fileURLToPath(new URL('index.ts', sharedSource)) },
    { find: /^@dappx\/shared\/(.+)$/, replacement: fileURLToPath(sharedSource) + '$1.ts' },
  ];
}
