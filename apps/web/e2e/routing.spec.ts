import { expect, expectAccessible, test } from './fixtures';

test.describe('routing rules', () => {
  for (const [width, language] of [
    [1440, 'en'],
    [390, 'es'],
  ] as const) {
    test(`an unknown path is a not-found page with the search and ways on (${width} px, ${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // The page's language as a visitor who chose it keeps it; the server's title follows the header.
      await page.setExtraHTTPHeaders({ 'accept-language': language });
      await page.addInitScript((chosen) => window.localStorage.setItem('language', chosen), language);
      const answer = await page.goto('/no/such/page');
      expect(answer?.status()).toBe(404);
      await expect(page).toHaveURL(/\/no\/such\/page$/);
      const texts = {
        en: { heading: 'Page not found', title: 'Page not found · DAPPX', home: 'Go to the home page' },
        es: {
          heading: 'Página no encontrada',
          title: 'Página no encontrada · DAPPX',
          home: 'Ir a la página de inicio',
        },
      }[language];
      await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeVisible();
      await expect(page).toHaveTitle(texts.title);
      const main = page.getByRole('main');
      await expectAccessible(page);
      await main.getByRole('searchbox').fill('swap');
      await expect(main.getByRole('link', { name: /Uniswap/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await main.getByRole('link', { name: texts.home }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(texts.heading);
    });
  }

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
      window.history.pushState({}, '', '/terms');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/terms$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
