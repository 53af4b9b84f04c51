import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@dappx/shared': fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
      '@dappx/contracts': fileURLToPath(new URL('../../packages/contracts/src', import.meta.url)),
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
    },
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
