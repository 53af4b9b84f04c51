import { maintenanceTexts } from '@dappx/shared/settings-texts';
import { admin, expect, expectAccessible, test } from './fixtures';

test.describe('maintenance mode', () => {
  test.afterEach(async () => {
    await admin('maintenance', 'off');
  });

  test('sends visitors to /maintenance while on, and back home once off', async ({ page }) => {
    expect(await admin('maintenance', 'on')).toBe('Maintenance mode is now on.');
    // The server may answer from its one-second settings cache: a fresh load after it sees the switch.
    // Each load gets 5 s, as a busy test machine can take that long to boot the page.
    await expect(async () => {
      await page.goto('/');
      await expect(page).toHaveURL(/\/maintenance$/, { timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText(maintenanceTexts.on)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Maintenance & Upgrade' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
    await expectAccessible(page);

    await admin('maintenance', 'off');
    await expect(async () => {
      await page.goto('/maintenance');
      await expect(page).toHaveURL(/\/$/, { timeout: 5_000 });
    }).toPass({ timeout: 20_000 });
  });

  test('a check that fails (429, 502, no connection) keeps the page and asks again, never showing maintenance', async ({
    page,
  }) => {
    // What a rate limit, a proxy in front of a failing server and a dropped connection answer; the
    // fourth check reaches the store.
    const failures = [
      {
        status: 429,
        headers: { 'retry-after': '1' },
        json: { code: 'RATE_LIMITED', message: 'Too many requests' },
      },
      { status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' },
      'abort',
    ] as const;
    let checks = 0;
    await page.route('**/settings/getMaintenanceMode', async (route) => {
      const failure = failures[checks++];
      if (failure === 'abort') return route.abort('connectionrefused');
      return failure ? route.fulfill(failure) : route.continue();
    });
    await page.goto('/');
    await expect.poll(() => checks, { timeout: 30_000 }).toBeGreaterThanOrEqual(4);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Maintenance & Upgrade' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
  });

  test('/maintenance goes home when the store is open', async ({ page }) => {
    await page.goto('/maintenance');
    await expect(page).toHaveURL(/\/$/);
  });
});
