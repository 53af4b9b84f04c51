import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium, never a downloaded browser; flags keep it off the network it cannot reach here. */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

/** The files whose tests turn global switches: the store's (maintenance, withdrawal settings, the operator console's maintenance switch) or the L2 node's mining. */
const storeSwitches = [
  'maintenance.spec.ts',
  'withdrawals.spec.ts',
  'marketplace.spec.ts',
  'admin-console.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // One test file per core against one server: each test signs in its own fresh wallets, so they do not
  // meet. Global switches (the store's maintenance and withdrawal settings, the L2 node's mining) are
  // another matter: the files that turn them run after all others, one at a time.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A sign-in through the UI alone takes 10-25 s on a loaded two-core machine; 30 s left no margin.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to print its totals line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../../test-results/e2e',
  projects: [
    { name: 'own-state', testIgnore: storeSwitches },
    { name: 'store-switches', testMatch: storeSwitches, dependencies: ['own-state'], workers: 1 },
  ],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
