import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedPackageAliases } from '../../scripts/vite-aliases.ts';

const apiUrl = process.env.API_URL ?? 'http://localhost:8080';

/**
 * The operator console: its own bundle, served by the server at /admin (plugins/web-app.ts), so none of
 * its code reaches the store's pages.
 */
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  // Relative imports only (no `@/`): dependency-cruiser reads the store's `@/` paths, not ours.
  resolve: { alias: sharedPackageAliases() },
  // The server swaps this placeholder for each response's CSP nonce, as for the store's page.
  html: { cspNonce: '__CSP_NONCE__' },
  build: { outDir: 'dist', emptyOutDir: true, assetsInlineLimit: 0, chunkSizeWarningLimit: 2000 },
  server: { proxy: { '/admin/api': apiUrl } },
  test: {
    name: 'admin',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
