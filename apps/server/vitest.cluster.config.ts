import { configDefaults, defineConfig } from 'vitest/config';
import server from './vitest.config';

// `npm run test:cluster`: the deployment in deploy/ started whole and loaded for a minute, alone (the
// default run leaves it out: its timings need the machine to itself).
export default defineConfig({
  ...server,
  root: import.meta.dirname,
  test: {
    ...server.test,
    name: 'cluster',
    include: ['test/cluster/*.test.ts'],
    exclude: configDefaults.exclude,
    testTimeout: 300_000,
  },
});
