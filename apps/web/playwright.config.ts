import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../scripts/chromium-launch';

/**
 * The files whose tests turn global switches: the store's withdrawal settings and the L2 node's mining
 * (these two never meet: one is L1 money, the other the L2 market), and maintenance, which every page sees
 * (turned by the admin command and by the operator console).
 */
const storeSwitches = ['withdrawals.spec.ts', 'marketplace.spec.ts'];
const storeWide = [
  'maintenance.spec.ts',
  'admin-console.spec.ts',
  'admin-submissions.spec.ts',
  'admin-catalogue.spec.ts',
  'admin-money.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // Two tests at a time against one server: each test signs in its own fresh wallets, so tests do not
  // meet, and one by one they balance the cores better than whole files do. Global switches are another
  // matter: the files that turn them run after all others, each file in order on one worker.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A sign-in through the UI alone takes 10-25 s on a loaded two-core machine; 30 s left no margin.
  timeout: 60_000,
  // A page load with its first reads took 6-10 s on the loaded two-core CI runner (1-2 s here alone);
  // speed is the benchmarks' to judge, not these waits.
  expect: { timeout: 15_000 },
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to print its totals line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../../test-results/e2e',
  projects: [
    { name: 'own-state', testIgnore: [...storeSwitches, ...storeWide], fullyParallel: true },
    { name: 'store-switches', testMatch: storeSwitches, dependencies: ['own-state'] },
    { name: 'store-wide', testMatch: storeWide, dependencies: ['store-switches'], workers: 1 },
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
