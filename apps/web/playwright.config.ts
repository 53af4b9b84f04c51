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

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  // The store's switches (maintenance) are global state, so tests run one at a time against one server.
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // A sign-in through the UI alone takes 10-25 s on a loaded two-core machine; 30 s left no margin.
  timeout: 60_000,
  expect: { timeout: 7_500 },
  // npm test asks for a JSON report too (PLAYWRIGHT_JSON_OUTPUT_NAME) to print its totals line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1440, height: 900 },
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
