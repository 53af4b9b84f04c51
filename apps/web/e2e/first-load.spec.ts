import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// What a slow phone evaluates before its first input is what the first load downloads: code used only
// after a click (menus, snackbars) must come with that click, not with the page. MUI's minified code
// keeps each component's theme name ('MuiMenu'…), which tells a script that holds it.

const afterInteraction = ['MuiMenu', 'MuiPopover', 'MuiModal', 'MuiSnackbar', 'MuiAlert', 'MuiTooltip'];
// Texts of features shown only on screens of their own (the legal pages, the wallet area) load with them.
const otherScreensTexts = ['legal.terms.intro', 'governance.stakeTitle'];
// Swiper comes when a carousel is first used or its first slide change is due; until then a stand-in
// draws it. A property Swiper sets on every slide names its code.
const swiper = 'swiperSlideOffset';
// MUI's input (the footer's newsletter form, the wide header's search box) comes as the footer nears
// or with the wide header; a phone's first screen has neither. The keyframes it starts on autofill
// name its code.
const inputs = 'mui-auto-fill';

/** The text of every script the page downloads from now on. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(await response.text().catch(() => ''));
  });
  return scripts;
}

// Quoted, so that 'MuiMenu' is not found in 'MuiMenuItem'; the minifier may pick any kind of quote.
const holding = (scripts: string[], name: string) =>
  scripts.some((script) => new RegExp(`[\`'"]${name}[\`'"]`).test(script));

for (const path of ['/', '/games']) {
  test(`${path}: menus, snackbars and other screens' texts are not in the first load`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const scripts = scriptsOf(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'RECOMMENDED' }).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    for (const name of afterInteraction) expect(holding(scripts, name), name).toBe(false);
    for (const key of otherScreensTexts) expect(holding(scripts, key), key).toBe(false);
    expect(
      scripts.some((script) => script.includes(swiper)),
      'Swiper',
    ).toBe(false);

    await page.getByRole('button', { name: /language/i }).click();
    await expect(page.getByRole('menuitem', { name: 'Español' })).toBeVisible();
    expect(holding(scripts, 'MuiMenu')).toBe(true);
  });
}

for (const [path, carousel] of [
  ['/', 'Featured'],
  ['/games', 'Featured games'],
] as const) {
  test(`${path}: the carousel's code comes with its first use, and does what was asked`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    const scripts = scriptsOf(page);
    await page.goto(path);
    const hero = page.getByRole('region', { name: carousel, exact: true });
    await expect(hero.locator('.swiper-pagination-bullet')).toHaveCount(path === '/' ? 5 : 2);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((script) => script.includes(swiper))).toBe(false);

    await hero.locator('.swiper-pagination-bullet').nth(1).click();
    await expect(hero.locator('.swiper-pagination-bullet').nth(1)).toHaveClass(
      /swiper-pagination-bullet-active/,
    );
    await expect(hero.locator('.swiper-pagination-bullet').nth(1)).toBeFocused();
    await expect.poll(() => scripts.some((script) => script.includes(swiper))).toBe(true);
  });
}

test('the footer’s newsletter form loads its inputs as it nears the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  const scripts = scriptsOf(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'RECOMMENDED' }).first()).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(scripts.some((script) => script.includes(inputs))).toBe(false);

  await page.getByRole('form', { name: /newsletter/i }).scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((script) => script.includes(inputs))).toBe(true);
});

test('/games on a phone: the art of the grids further down comes as they near the screen, not with the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/games');
  const lastGrid = page.locator('[data-grid="recommended-final"]');
  await expect(lastGrid.getByTestId('game-card').first()).toBeAttached({ timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  const art = await lastGrid
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => new URL(image.getAttribute('src')!, location.href).pathname),
    );
  expect(art.length).toBeGreaterThan(0);
  expect(requested.filter((path) => art.includes(path))).toEqual([]);

  await lastGrid.scrollIntoViewIfNeeded();
  const first = lastGrid.locator('img').first();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('the app’s code is fetched once the first screen’s art has loaded, so the hero is painted first', async ({
  page,
}) => {
  let artLoadedAt = 0;
  let appRequestedAt = 0;
  // A slow line for the hero's background: the first screen's largest picture.
  await page.route('**/media/art/dappx-store-bg.svg', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const response = await route.fetch();
    await route.fulfill({ response });
    artLoadedAt = Date.now();
  });
  page.on('request', (request) => {
    if (!appRequestedAt && /\/assets\/index-[^/]+\.js$/.test(request.url())) appRequestedAt = Date.now();
  });
  await page.goto('/games');
  await expect(page.locator('[data-grid="popular"] [data-testid="game-card"]').first()).toBeAttached({
    timeout: 15_000,
  });
  expect(artLoadedAt).toBeGreaterThan(0);
  expect(appRequestedAt).toBeGreaterThanOrEqual(artLoadedAt);
});
