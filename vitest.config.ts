import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/contracts', 'apps/server', 'apps/web', 'apps/admin'],
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine. Our API tests
    // wait on PostgreSQL and the demo chains much of the time, so a worker per core fills that wait.
    maxWorkers: availableParallelism(),
  },
});
