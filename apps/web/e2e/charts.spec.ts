import { expect, expectAccessible, test } from './fixtures';

const charts = [
  { path: '/top-defi-charts', heading: 'Top DeFi charts', names: ['Maker', 'Uniswap', 'SushiSwap'] },
  { path: '/top-game-charts', heading: 'Top Games charts', names: ['Crypto Kitties', 'Axie Infinity'] },
  { path: '/top-nft-charts', heading: 'Top NFT charts', names: ['Rarible', 'Mintable'] },
  { path: '/exchange', heading: 'Top Exchange charts', names: ['Binance', 'Coinbase', 'Upbit'] },
];
const others: Record<string, string[]> = {
  '/top-defi-charts': ['/top-game-charts', '/top-nft-charts', '/exchange'],
  '/top-game-charts': ['/top-nft-charts', '/top-defi-charts', '/exchange'],
  '/top-nft-charts': ['/top-game-charts', '/top-defi-charts', '/exchange'],
  '/exchange': ['/top-game-charts', '/top-nft-charts', '/top-defi-charts'],
};

for (const chart of charts) {
  test(`${chart.path} shows its chart and links to the other charts`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(chart.path);
    // The chart page is a chunk of its own: early in the run, with every worker starting, its first load
    // on a two-core machine took over 7.5 s once (the same check, given the time a cold load needs).
    await expect(page.getByRole('heading', { level: 1, name: chart.heading })).toBeVisible({
      timeout: 15_000,
    });
    // The order is the editors', and the page says so rather than claiming a measure it does not show.
    await expect(
      page.getByText('Apps picked and put in order by our editors, not measured by use.', { exact: false }),
    ).toBeVisible();
    await expect(page.locator('main')).not.toContainText('most used');
    const names = page.getByTestId('chart-tile-name');
    for (const name of chart.names) await expect(names.filter({ hasText: name }).first()).toBeVisible();
    const tile = page.getByTestId('chart-tile').first();
    await expect(tile).toHaveAttribute('target', '_blank');
    await expect(tile).toHaveAttribute('href', /^https?:\/\//);
    // Exchanges carry no chain; the other charts label each app ETH or BSC.
    if (chart.path !== '/exchange') {
      await expect(page.getByTestId('chain-label').first()).toHaveText(/^(ETH|BSC)$/);
    }

    const links = page.getByTestId('others-link');
    await expect(links).toHaveCount(3);
    const hrefs = await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')));
    expect(hrefs).toEqual(others[chart.path]);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${others[chart.path]![0]}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(chart.heading);
  });
}

test('the header search filters the tiles and highlights the names', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/top-defi-charts');
  await expect(page.getByTestId('chart-tile')).not.toHaveCount(0);
  await page.getByRole('searchbox').fill('swap');
  const names = page.getByTestId('chart-tile-name');
  await expect(names).toHaveText(['Uniswap', 'SushiSwap']);
  await expect(names.locator('mark').first()).toHaveText(/swap/i);
  await page.getByRole('searchbox').fill('bsc');
  await expect(page.getByTestId('chain-label')).toHaveText(['BSC']);
  await page.getByRole('searchbox').fill('zzzz');
  await expect(page.getByTestId('chart-tile')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'No app matches “zzzz”.' })).toBeVisible();
});

test('the NFT chart’s last two cards hide at 1440 px and show at 800 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/top-nft-charts');
  const tiles = page.getByTestId('chart-tile');
  await expect(tiles.first()).toBeVisible();
  const count = await tiles.count();
  await expect(tiles.nth(count - 1)).toBeHidden();
  await expect(tiles.nth(count - 2)).toBeHidden();
  await expect(tiles.nth(count - 3)).toBeVisible();
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(tiles.nth(count - 1)).toBeVisible();
  await expect(tiles.nth(count - 2)).toBeVisible();
});

test('ten tiles lay out 5 and 5 at 1100 px', async ({ page }) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await page.goto('/exchange');
  const tiles = page.getByTestId('chart-tile');
  await expect(tiles).toHaveCount(10);
  const tops = await tiles.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops.slice(0, 5)).size).toBe(1);
  expect(new Set(tops.slice(5)).size).toBe(1);
  expect(tops[5]).toBeGreaterThan(tops[0]!);
});

for (const width of [1440, 390]) {
  for (const path of ['/top-defi-charts', '/top-nft-charts', '/exchange']) {
    test(`${path} has no serious accessibility violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await expect(page.getByTestId('chart-tile').first()).toBeVisible();
      await expectAccessible(page);
    });
  }
}
