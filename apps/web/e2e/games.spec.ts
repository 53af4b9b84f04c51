import { expect, expectAccessible, expectArtwork, test } from './fixtures';

test('the games page shows both carousels and the grids in the spec’s order', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/games');
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await expect(page.getByTestId('games-backgrounds').locator('.swiper-slide').first()).toBeAttached();
  const content = page.getByTestId('games-content');
  await expect(content.getByText('Steam of Blockchain').first()).toBeVisible();
  await expect(content.getByRole('link', { name: 'Go to play' }).first()).toHaveAttribute('target', '_blank');
  await expect(content.locator('.swiper-pagination-bullet')).toHaveCount(2);

  // Clicking the second dot moves both carousels.
  await content.locator('.swiper-pagination-bullet').nth(1).click();
  await expect(
    content.locator('.swiper-slide-active').getByText('Test your might in crypto reward battle arena'),
  ).toBeVisible();
  await expect(page.getByTestId('games-backgrounds').locator('.swiper-slide-active')).toHaveClass(
    /slide-arena/,
  );
  // The featured game's title leads to its page.
  await expect(
    content.locator('.swiper-slide-active').getByRole('link', { name: 'Battle Arena' }),
  ).toHaveAttribute('href', '/games/game-arena');

  const grids = await page
    .locator('[data-grid]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-grid')));
  expect(grids).toEqual([
    'recommended',
    'special-offers-hidden',
    'recommended-second',
    'popular',
    'special-offers',
    'recommended-final',
  ]);
  await expect(page.locator('[data-grid="special-offers-hidden"]')).toBeHidden();
  await expect(page.locator('[data-grid="recommended-second"] [data-testid="game-card"]')).toHaveCount(0);

  const cards = (grid: string) => page.locator(`[data-grid="${grid}"] [data-testid="game-card"]`);
  await expect(cards('recommended')).toHaveCount(3);
  await expect(cards('popular')).toHaveCount(12);
  await expect(cards('special-offers')).toHaveCount(1);
  await expect(cards('recommended-final')).toHaveCount(2);

  await expect(cards('popular').getByTestId('coming-soon')).toHaveCount(2);
  await expect(
    cards('popular')
      .filter({ has: page.getByTestId('coming-soon') })
      .getByRole('button', { name: 'Coming Soon' })
      .first(),
  ).toBeDisabled();
  // The catalogue has no ratings: no card claims one, coming soon or not.
  await expect(page.getByRole('img', { name: /rating|stars/i })).toHaveCount(0);
  await expect(cards('special-offers').getByTestId('hashtag')).toHaveText([
    '#Indie',
    '#Racing',
    '#Simulation',
  ]);
  await expect(cards('special-offers').getByRole('link', { name: 'NFT Store' })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('the games hero: the wordmark reads over its art, and slides cross-fade in place', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/games');
  // The see-through bar lies over a shade that fades downwards, so the wordmark reads on bright art.
  await expect(page.locator('header[data-transparent="true"]')).toHaveCSS('background-image', /gradient/);
  // Slides wait in place rather than beside the active one, whose edge cut their shadows off.
  const slides = page.getByTestId('games-content').locator('.swiper-slide');
  await expect(slides.first()).toBeAttached();
  const lefts = await slides.evaluateAll((els) =>
    els.map((el) => Math.round(el.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size).toBe(1);
});

test('Recommended of 3 uses 3 columns, of 2 uses 2; labels only on cards wider than 587 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/games');
  const tops = async (grid: string) =>
    page
      .locator(`[data-grid="${grid}"] [data-testid="game-card"]`)
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  await expect(page.locator('[data-grid="recommended"] [data-testid="game-card"]')).toHaveCount(3);
  // The grids below the first one render a commit later.
  await expect(
    page.locator('[data-grid="recommended-final"] [data-testid="game-card"]').first(),
  ).toBeAttached();
  expect(new Set(await tops('recommended')).size).toBe(1);
  expect(new Set(await tops('recommended-final')).size).toBe(1);
  const popular = await tops('popular');
  expect(new Set(popular).size).toBe(3);

  const final = page.locator('[data-grid="recommended-final"] [data-testid="game-card"]').first();
  expect((await final.boundingBox())!.width).toBeGreaterThan(587);
  await expect(final.getByTestId('game-name')).toBeVisible();
  await expect(final.getByRole('link', { name: 'Play' })).toBeVisible();
  const small = page.locator('[data-grid="recommended"] [data-testid="game-card"]').first();
  expect((await small.boundingBox())!.width).toBeLessThanOrEqual(587);
  await expect(small).toHaveAttribute('data-labels', 'hidden');
  await expect(small.getByRole('link', { name: 'Play Battle Arena' })).toHaveAttribute('target', '_blank');
  // The name shows on narrow cards too.
  await expect(small.getByTestId('game-name')).toBeVisible();
});

test('every game card shows its name and its key art on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games');
  const cards = page.locator('[data-grid="popular"] [data-testid="game-card"]');
  await expect(cards.first()).toBeAttached();
  const count = await cards.count();
  expect(count).toBeGreaterThan(2);
  for (let index = 0; index < count; index++) {
    const name = cards.nth(index).getByTestId('game-name');
    await name.scrollIntoViewIfNeeded();
    await expect(name).toBeVisible();
    expect((await name.boundingBox())!.height).toBeGreaterThan(12);
  }
  // The art is the game's own scene with its title set in it.
  const first = cards.first();
  const title = (await first.getByTestId('game-name').textContent())!.toUpperCase();
  expect(await expectArtwork(first.locator('img').first())).toContain(`>${title}</text>`);
});

test('a hover video plays on desktop but not at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/games');
  const arena = page.locator('[data-grid="recommended"] [data-testid="game-card"]').first();
  await arena.hover();
  await expect(arena.getByTestId('hover-video')).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/games');
  const mobileArena = page.locator('[data-grid="recommended"] [data-testid="game-card"]').first();
  await mobileArena.hover();
  await expect(mobileArena.getByRole('heading')).toBeVisible();
  await expect(page.getByTestId('hover-video')).toHaveCount(0);
});

for (const width of [1440, 390]) {
  test(`/games has no serious accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/games');
    await expect(page.getByTestId('game-card').first()).toBeVisible();
    await expectAccessible(page);
  });
}

test('a card’s name leads to the game’s page: art, tags, chains, description, Play, similar games', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/games');
  await page
    .locator('[data-grid="popular"]')
    .getByRole('link', { name: 'Dragon Realm', exact: true })
    .click();

  await expect(page).toHaveURL(/\/games\/dragon-realm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dragon Realm' })).toBeVisible();
  await expect(page).toHaveTitle('Dragon Realm · DAPPX');
  await expect(page.getByTestId('game-description')).toContainText('Hatch, raise and breed dragons');
  const overview = page.getByTestId('game-overview');
  await expect(overview.getByTestId('hashtag')).toHaveText(['#Fantasy', '#RPG']);
  await expect(page.getByTestId('game-chains').getByRole('listitem')).toHaveText(['Ethereum', 'Polygon']);
  const play = overview.getByRole('link', { name: 'Play' });
  await expect(play).toHaveAttribute('href', 'https://dragonrealm.example.com');
  await expect(play).toHaveAttribute('target', '_blank');
  await expect(play).toHaveAttribute('rel', /noopener/);
  const similar = page.locator('[data-grid="similar"]').getByTestId('game-name');
  await expect(similar.first()).toBeVisible();
  expect(await similar.allTextContents()).not.toContain('Dragon Realm');
  await expectAccessible(page);

  // At 390 px nothing scrolls sideways, and the page still passes.
  // The page follows a resize 100 ms later (spec, section 9): measured once the phone's header is in.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dragon Realm' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // A similar game's name leads to its own page.
  const next = (await similar.first().textContent())!;
  await similar.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: next })).toBeVisible();
  await expect(page).toHaveTitle(`${next} · DAPPX`);

  // A game the store does not have goes to all the games, saying so.
  await page.goto('/games/no-such-game');
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByText('That game is not in the store')).toBeVisible();
});
