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

  test('an unknown path goes home with a short notice', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('That page does not exist, so here is the home page.')).toBeVisible();
  });

  test("each page has its own title, in the page and in what the server sends, in the page's language", async ({
    page,
  }) => {
    const sent = await page.request.get('/games', {
      headers: { accept: 'text/html', 'accept-language': 'pt-BR' },
    });
    const html = await sent.text();
    expect(html).toContain('<title>Jogos · DAPPX</title>');
    expect(html).toContain('<meta property="og:title" content="Jogos · DAPPX" />');
    expect(html.match(/<title>/g)).toHaveLength(1);

    const titles: string[] = [];
    for (const path of ['/', '/games', '/top-defi-charts', '/explore-3', '/download', '/terms']) {
      await page.goto(path);
      await expect(page).not.toHaveTitle('');
      titles.push(await page.title());
    }
    expect(titles[0]).toBe('DAPPX');
    expect(titles[1]).toBe('Games · DAPPX');
    expect(new Set(titles).size).toBe(titles.length);

    // A move inside the app changes it too, and so does the language.
    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'Games', exact: true })
      .click();
    await expect(page).toHaveTitle('Games · DAPPX');
    await page.getByRole('banner').getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page).toHaveTitle('Juegos · DAPPX');
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
