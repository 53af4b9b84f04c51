import { expect, test } from './fixtures';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

test.describe('navigation and footer', () => {
  test('Games, the NFT market and the charts are reachable from the navigation of every page', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    for (const path of ['/', '/games', '/top-game-charts', '/download', '/explore-3', '/terms']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: /main/i });
      await expect(nav.getByRole('link', { name: 'Games', exact: true })).toHaveAttribute('href', '/games');
      await expect(nav.getByRole('link', { name: 'NFT', exact: true })).toHaveAttribute('href', '/explore-3');
      await expect(nav.getByRole('button', { name: 'Charts' })).toBeVisible();
    }
    await page.getByRole('navigation', { name: /main/i }).getByRole('button', { name: 'Charts' }).click();
    await page.getByRole('menuitem', { name: 'Top exchanges' }).click();
    await expect(page).toHaveURL(/\/exchange$/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: /main/i });
    await drawer.getByRole('link', { name: 'Games', exact: true }).click();
    await expect(page).toHaveURL(/\/games$/);
  });

  test('on a phone the header Connect Wallet keeps its padding in Portuguese, its longest wording', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.addInitScript(() => window.localStorage.setItem('language', 'pt'));
    await page.goto('/user-profile');
    const button = page.getByRole('banner').getByRole('button', { name: 'Conectar Carteira' });
    const box = (await button.boundingBox())!;
    const text = await button.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { left, right } = range.getBoundingClientRect();
      return { left, right };
    });
    expect(text.left - box.x).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width - text.right).toBeGreaterThanOrEqual(8);
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  });

  test('desktop: Learn opens its dropdown of outside links; Download is hidden', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: /main/i });
    await expect(nav.getByRole('link', { name: 'DeFi' })).toHaveAttribute('href', '/top-defi-charts');
    await expect(nav.getByRole('link', { name: 'Download', exact: true })).toHaveCount(0);
    await nav.getByRole('button', { name: 'Learn' }).click();
    const about = page.getByRole('menuitem', { name: 'About DAPPX' });
    await expect(about).toHaveAttribute('target', '_blank');
    await expect(about).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('menuitem', { name: 'Blog' })).toBeVisible();
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'DeFi' }).click();
    await expect(page).toHaveURL(/\/top-defi-charts$/);
  });

  test('desktop: the get-the-app badge follows the language', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const badge = page.getByRole('link', { name: 'Get the DAPPX app' });
    await expect(badge).toHaveAttribute('lang', 'en');
    await expect(badge).toHaveAttribute('target', '_blank');
    await expect(badge).toContainText('GET IT ON');
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    const badgeEs = page.getByRole('link', { name: 'Descarga la app de DAPPX' });
    await expect(badgeEs).toHaveAttribute('lang', 'es');
    await expect(badgeEs).toContainText('DESCÁRGALO EN');
  });

  test('the header search lists matching apps and games from the store, each opening its site', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    await page.getByRole('searchbox').fill('uni');
    const results = page.getByRole('list', { name: 'Search results' });
    const uniswap = results.getByRole('link', { name: /Uniswap/ });
    await expect(uniswap).toHaveAttribute('target', '_blank');
    await expect(uniswap.locator('mark')).toHaveText('Uni');
    await page.getByRole('searchbox').press('Escape');
    await expect(results).toHaveCount(0);
    await page.getByRole('searchbox').fill('zzzz-nothing');
    await expect(page.getByRole('status').filter({ hasText: 'No apps or games match.' })).toBeVisible();
  });

  test('phone: every footer link (text and social) is a tap target at least 44 px tall', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/download');
    const footer = page.getByRole('contentinfo');
    const targets = footer.locator('a');
    await expect(targets.first()).toBeVisible();
    const heights = await targets.evaluateAll((elements) =>
      elements.map(
        (element) =>
          [
            element.textContent?.trim() || element.getAttribute('aria-label'),
            element.getBoundingClientRect().height,
          ] as const,
      ),
    );
    expect(heights.length).toBeGreaterThan(8);
    expect(heights.filter(([, height]) => height < 44)).toEqual([]);
  });

  test('phone: a drawer from the right with collapsible sections, and a search panel', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Search apps and games' }).click();
    await expect(page.getByRole('searchbox')).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('presentation').getByRole('navigation', { name: /main/i });
    await expect(drawer).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThanOrEqual(phone.width - 1);
    expect(box.x).toBeGreaterThan(0);
    await expect(drawer.getByRole('link', { name: 'Download' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'About DAPPX' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Learn' }).click();
    await expect(drawer.getByRole('link', { name: 'About DAPPX' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Download' }).click();
    await expect(page).toHaveURL(/\/download$/);
    await expect(drawer).toBeHidden();
  });

  test('the footer: contacts, six social links, one copyright notice on desktop and on a phone', async ({
    page,
  }) => {
    const notice = `© 2022–${new Date().getFullYear()} DAPPX`;
    await page.setViewportSize(desktop);
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(3);
    const social = footer.getByRole('list', { name: 'Follow us' });
    await expect(social.getByRole('link')).toHaveCount(6);
    // The two Telegram links share an icon; their names, and the tooltip on pointing, tell them apart.
    for (const name of ['Telegram community chat', 'Telegram announcements'])
      await expect(social.getByRole('link', { name })).toHaveAttribute('title', name);
    await expect(footer.getByText(notice)).toBeVisible();
    await page.setViewportSize(phone);
    await expect(footer.getByText(notice)).toBeVisible();
  });

  test('the footer is hidden on the profile and its sub-routes', async ({ page }) => {
    await page.goto('/user-profile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/user-profile/zera');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.goto('/download');
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Its video is named with the product, not the placeholder.
    await expect(page.getByLabel('DAPPX product tour')).toHaveCount(1);
  });
});
