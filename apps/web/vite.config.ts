import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiPrefixes = ['/users', '/v1', '/settings', '/newsletter', '/crypto', '/docs', '/media', '/healthz'];
const apiUrl = process.env.API_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      {
        find: /^@dappx\/shared$/,
        replacement: fileURLToPath(new URL('../../packages/shared/src/index.ts', import.meta.url)),
      },
      // A single shared module, e.g. '@dappx/shared/error-codes': the zod-free ones keep zod out of the first load.
      {
        find: /^@dappx\/shared\/(.+)$/,
        replacement: fileURLToPath(new URL('../../packages/shared/src/', import.meta.url)) + '$1.ts',
      },
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
    ],
  },
  // The server swaps this placeholder for each response's CSP nonce (plugins/web-app.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  build: { outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0 },
  server: { proxy: Object.fromEntries(apiPrefixes.map((prefix) => [prefix, apiUrl])) },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setup.ts'],
  },
});
