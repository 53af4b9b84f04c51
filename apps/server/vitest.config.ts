import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { sharedPackageAliases } from '../../scripts/vite-aliases';

export default defineConfig({
  resolve: {
    // The web files the fee tests read import the shared package by module, as the web app does.
    alias: [
      ...sharedPackageAliases(),
      {
        find: '@dappx/contracts',
        replacement: fileURLToPath(new URL('../../packages/contracts/src', import.meta.url)),
      },
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Run by `npm run test:cluster` (vitest.cluster.config.ts), alone.
    exclude: [...configDefaults.exclude, 'test/cluster/**'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
