import type { Locator } from '@playwright/test';
import { expect, expectAccessible, expectArtwork, test } from './fixtures';

const desktop = { width: 1440, height: 900 };
const phone = { width: 390, height: 844 };

/**
 * Presses the fifth slide's Start once the carousel rests there: the dot brings the carousel's code in,
 * which then slides over, and Swiper drops a click that lands while its slides still move.
 */
async function startOnFifthSlide(hero: Locator) {
  await hero.locator('.swiper-pagination-bullet').nth(4).click();
  const fifth = hero.locator('.swiper-slide-active[data-swiper-slide-index="4"]');
  await expect(fifth).toBeVisible();
  const moving = () =>
    hero
      .locator('.swiper')
      .first()
      .evaluate(
        (element) => (element as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating,
      );
  await expect.poll(moving).toBe(false);
  await fifth.getByRole('button', { name: 'Start' }).click();
}

test.describe('home', () => {
  test('sections in order: hero, What’s hot, Weekly Top 15, Recommended, MEDIA', async ({ page }) => {
    await page.goto('/');
    const titles = page
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /^(WHAT'S HOT|WEEKLY TOP 15|RECOMMENDED|MEDIA)$/ });
    await expect(titles).toHaveText(["WHAT'S HOT", 'WEEKLY TOP 15', 'RECOMMENDED', 'MEDIA']);
    const hero = page.getByRole('region', { name: 'Featured' });
    const heroBox = (await hero.boundingBox())!;
    expect(heroBox.y).toBeLessThan((await titles.first().boundingBox())!.y);
  });

  test('the hero: five slides with every button, coverflow on desktop and slides on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' });
    await expect(hero.locator('.swiper')).toHaveClass(/swiper-coverflow/);
    await expect(hero).toHaveCSS('opacity', '1');
    await expect(hero.locator('.swiper-pagination-bullet')).toHaveCount(5);
    for (const label of [
      'WhitePaper',
      'PLAY',
      'Sign up',
      'NFT',
      'Start',
      'Download Demo',
      'Hero Auction',
      'Join Closed Beta',
    ]) {
      await expect(
        hero
          .getByRole('button', { name: label, includeHidden: true })
          .or(hero.getByRole('link', { name: label, includeHidden: true }))
          .first(),
      ).toBeAttached();
    }
    await expect(hero.locator('.swiper-button-next')).toBeVisible();
    // A slide whose link is not out yet wears a badge: a greyed-out main button reads as broken.
    await expect(hero.getByText('Coming Soon', { exact: true }).first()).toBeAttached();
    await expect(hero.getByRole('button', { name: 'Coming Soon', includeHidden: true })).toHaveCount(0);
    // The neighbours behind the active card show as colour only: their labels do not read beside it.
    await expect(hero.locator('.swiper-slide-active img').first()).toHaveCSS('filter', 'none');
    const neighbours = await hero
      .locator('.swiper-slide:not(.swiper-slide-active) img')
      .evaluateAll((images) => images.map((image) => getComputedStyle(image).filter));
    expect(neighbours.length).toBeGreaterThan(0);
    expect(neighbours.filter((filter) => !filter.includes('blur'))).toEqual([]);

    await page.setViewportSize(phone);
    await page.reload();
    await expect(hero.locator('.swiper')).not.toHaveClass(/swiper-coverflow/);
    await expect(hero.locator('.swiper-button-next')).toHaveCount(0);
    // A phone's banner sets its label along its bottom: the badge stays clear above it.
    const soon = hero.locator('.swiper-slide').filter({ hasText: 'Coming Soon' }).first();
    const [frame, badge] = [await soon.boundingBox(), await soon.getByText('Coming Soon').boundingBox()];
    expect(badge!.y + badge!.height).toBeLessThan(frame!.y + frame!.height * 0.86);
  });

  test('Start outside the DAPPX browser explains where the game runs', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' });
    await startOnFifthSlide(hero);
    const dialog = page.getByRole('dialog', { name: 'Important!' });
    await expect(dialog).toContainText('web 3.0 browser');
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('Start inside the DAPPX browser reports the address the store sees', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64) DAPPX/2.0 Chrome/120',
      baseURL,
    });
    const page = await context.newPage();
    const reported = page.waitForRequest((request) => request.url().endsWith('/v1/launcher/check-ip'));
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' });
    await startOnFifthSlide(hero);
    expect((await reported).postDataJSON()).toEqual({ IpAddress: '127.0.0.1' });
    await expect(page.getByRole('dialog', { name: 'Important!' })).toHaveCount(0);
    await context.close();
  });

  test('What’s hot: the AI site in a new tab, the three charts in the store', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: "WHAT'S HOT" });
    const tiles = section.locator('a[data-tile]');
    await expect(tiles).toHaveCount(4);
    await expect(tiles.nth(0)).toHaveAttribute('target', '_blank');
    await expect(tiles.nth(1)).toHaveAttribute('href', '/top-nft-charts');
    await expect(tiles.nth(2)).toHaveAttribute('href', '/top-game-charts');
    await expect(tiles.nth(3)).toHaveAttribute('href', '/exchange');
    // On a phone each tile shows its drawn scene, not a letter tile.
    await page.setViewportSize(phone);
    expect(await expectArtwork(tiles.nth(2).locator('img'))).toContain('viewBox="0 0 640 360"');
    await tiles.nth(3).click();
    await expect(page).toHaveURL(/\/exchange$/);
  });

  test('Weekly Top 15: three columns of five on desktop; five and View More on a phone', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'WEEKLY TOP 15' });
    const cards = section.getByRole('link');
    await expect(cards).toHaveCount(15);
    const boxes = await Promise.all([0, 4, 5, 10].map(async (i) => (await cards.nth(i).boundingBox())!));
    expect(boxes[1]!.x).toBe(boxes[0]!.x); // 01 and 05 share the first column
    expect(boxes[2]!.x).toBeGreaterThan(boxes[0]!.x); // 06 starts the second
    expect(boxes[3]!.x).toBeGreaterThan(boxes[2]!.x); // 11 starts the third
    await expect(cards.first()).toContainText('01');
    await expect(cards.first()).toHaveAttribute('target', '_blank');
    await expect(section.getByRole('button', { name: 'View More' })).toHaveCount(0);

    await page.setViewportSize(phone);
    await expect(cards).toHaveCount(5);
    await section.getByRole('button', { name: 'View More' }).click();
    await expect(cards).toHaveCount(15);
    await section.getByRole('button', { name: 'View Less' }).click();
    await expect(cards).toHaveCount(5);
  });

  test('Recommended plays its hover clip on wide screens only', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'RECOMMENDED' });
    await section.getByRole('link', { name: /Chainlink/ }).hover();
    const video = section.locator('video');
    await expect(video).toHaveAttribute('src', '/media/videos/chainlink.webm');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThan(0);

    await page.setViewportSize(phone);
    await page.reload();
    await section.getByRole('link', { name: /Chainlink/ }).hover();
    await expect(section.locator('video')).toHaveCount(0);
  });

  test('MEDIA: three a row with YYYY-MM-DD dates on desktop, a one-card slider on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    const media = page.getByRole('region', { name: 'MEDIA' });
    const cards = media.getByRole('link');
    await expect(cards.first()).toBeVisible();
    await expect(media.locator('time').first()).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    const [a, b, c, d] = await Promise.all(
      [0, 1, 2, 3].map(async (i) => (await cards.nth(i).boundingBox())!),
    );
    expect(a!.y).toBe(b!.y);
    expect(b!.y).toBe(c!.y);
    expect(d!.y).toBeGreaterThan(a!.y);
    await expect(cards.first()).toHaveAttribute('target', '_blank');

    await page.setViewportSize(phone);
    await expect(media.locator('.swiper-pagination-bullet').first()).toBeVisible();
    await expect(media.locator('img').first()).toHaveCSS('height', '215px');
  });

  test('when the news cannot be read, MEDIA disappears and the rest stays', async ({ page }) => {
    await page.route('**/crypto/news', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'WEEKLY TOP 15' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'MEDIA' })).toHaveCount(0);
  });

  test('the header search highlights matching names on the page', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/');
    await page.getByRole('searchbox').fill('swap');
    const section = page.getByRole('region', { name: 'WEEKLY TOP 15' });
    await expect(section.locator('mark').first()).toHaveText(/swap/i);
    await expect(section.getByRole('link', { name: /Uniswap/ }).locator('mark')).toHaveText('swap');
  });

  for (const viewport of [desktop, phone]) {
    test(`no serious accessibility violations at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('region', { name: 'MEDIA' })).toBeVisible();
      await expectAccessible(page);
    });
  }
});
