import { expect, test } from './fixtures';

test.describe('routing rules', () => {
  test('an unknown path redirects home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a ?ref= value is kept as the referral', async ({ page }) => {
    await page.goto('/?ref=FRIEND42');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ref'))).toBe('FRIEND42');
  });

  test('a query string carrying a value under another name is kept as the referral too', async ({ page }) => {
    await page.goto('/games?code=PARTNER7');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ref'))).toBe('PARTNER7');
    // The store's own links (a device link here) are not referrals.
    await page.goto('/download?link=not-a-referral');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('ref'))).toBe('PARTNER7');
  });

  test('the page scrolls back to the top on a path change', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await page.goto('/');
    await expect(page.getByRole('form', { name: /newsletter/i })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
