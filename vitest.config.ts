import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/contracts', 'apps/server', 'apps/web', 'apps/admin'],
  },
});
