import type { Page } from '@playwright/test';
import { expect, expectAccessible, switchLanguage, test } from './fixtures';

// The e2e store runs on demo chains that start with a month of the demo dapps' history, so the rankings
// have rows: these tests read the store as a visitor does and set nothing up.

const rows = (page: Page) => page.getByTestId('rankings-row');

// The store indexes the history's blocks once it listens: the tests start when the month is read.
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(150_000);
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const busyDapps = async () => {
    const answer = (await (await request.get('/v1/rankings?window=30d')).json()) as {
      rows: { transactions: { value: number } }[];
    };
    return answer.rows.filter((row) => row.transactions.value > 0).length;
  };
  await expect.poll(busyDapps, { timeout: 120_000, intervals: [1_000] }).toBeGreaterThanOrEqual(8);
  await request.dispose();
});

/** The figure of each row, top to bottom, as the page gives it (a count, or USD as a decimal). */
const figures = (page: Page, figure: string) =>
  rows(page)
    .locator(`[data-figure="${figure}"]`)
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));

const isDescending = (values: number[]) =>
  values.every((value, index) => index === 0 || value <= values[index - 1]!);

/** Chooses an option of one of the page's selects by its label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The rows' names once they settle (a filter's answer replaces the last one's rows). */
async function namesAfter(page: Page, change: () => Promise<unknown>, url: RegExp) {
  const before = await rows(page).getByTestId('rankings-app-name').allTextContents();
  await change();
  await expect(page).toHaveURL(url);
  await expect.poll(() => rows(page).getByTestId('rankings-app-name').allTextContents()).not.toEqual(before);
  return rows(page).getByTestId('rankings-app-name').allTextContents();
}

for (const width of [1440, 390]) {
  test.describe(`the rankings at ${width} px`, () => {
    test.beforeEach(async ({ page }) => page.setViewportSize({ width, height: 900 }));

    test('lists the dapps with their figures, how fresh they are, and the way to the method', async ({
      page,
    }) => {
      await page.goto('/rankings');
      await expect(page.getByRole('heading', { level: 1, name: 'Rankings' })).toBeVisible();
      await expect(rows(page).first()).toBeVisible();
      expect(await rows(page).count()).toBeGreaterThanOrEqual(8);
      // Ranked by unique active wallets unless the address says otherwise.
      expect(isDescending(await figures(page, 'uaw'))).toBe(true);
      await expect(page.getByTestId('rankings-freshness')).toHaveText(/^Updated .+, block [\d,]+ on Acent/);
      await expect(rows(page).first().getByTestId('sparkline')).toBeVisible();
      // A change reads as an arrow and a percent (or a dash when there is nothing to compare with).
      await expect(rows(page).first().locator('[data-change] > span[aria-hidden]').first()).toHaveText(
        /^(▲|▼) [\d.,]+%$|^—$|^0%$/,
      );
      await expectAccessible(page);
      await page.getByRole('link', { name: 'How the rankings are measured' }).click();
      await expect(page).toHaveURL(/\/rankings\/method$/);
    });

    test('a filter lives in the address and changes the rows', async ({ page }) => {
      await page.goto('/rankings');
      await expect(rows(page).first()).toBeVisible();
      const defi = await namesAfter(
        page,
        () => choose(page, 'Category', 'DeFi'),
        /\/rankings\?category=defi$/,
      );
      expect(defi.length).toBeGreaterThan(0);
      for (const row of await rows(page).all()) await expect(row).toContainText('DeFi');
      // The filtered view can be linked: opened afresh, the address gives the same rows. The demo's
      // stream of new calls moves the 24 h figures by the second, so their order may change meanwhile.
      await page.goto('/rankings?category=defi');
      await expect
        .poll(async () => (await rows(page).getByTestId('rankings-app-name').allTextContents()).sort())
        .toEqual([...defi].sort());
      await page.getByRole('button', { name: '30 days' }).click();
      await expect(page).toHaveURL(/\/rankings\?window=30d&category=defi$/);
      await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    });

    test('sorting by another figure reorders the rows by it', async ({ page }) => {
      await page.goto('/rankings?window=30d');
      await expect(rows(page).first()).toBeVisible();
      const sort = () =>
        width < 600
          ? choose(page, 'Sort by', 'Clean transactions')
          : page
              .getByRole('columnheader', { name: 'Clean transactions', exact: true })
              .getByRole('button')
              .click();
      await namesAfter(page, sort, /\/rankings\?window=30d&sort=transactions$/);
      const transactions = await figures(page, 'transactions');
      expect(transactions.length).toBeGreaterThanOrEqual(8);
      expect(isDescending(transactions)).toBe(true);
      if (width >= 600) {
        await expect(
          page.getByRole('columnheader', { name: 'Clean transactions', exact: true }),
        ).toHaveAttribute('aria-sort', 'descending');
      }
    });

    test('a figure leads to the transactions behind it', async ({ page }) => {
      await page.goto('/rankings?window=30d');
      const first = rows(page).first();
      const name = (await first.getByTestId('rankings-app-name').textContent())!;
      await first.locator('[data-figure="transactions"]').getByRole('link').click();
      await expect(page).toHaveURL(/\/rankings\/[^/]+\/transactions\?window=30d$/);
      await expect(page.getByRole('heading', { level: 1, name: `${name}: transactions` })).toBeVisible();
      const traced = page.getByTestId('trace-row');
      await expect(traced.first()).toBeVisible();
      await expect(traced.first()).toContainText(/Yes|Reverted|Internal call|Token without a price/);
      await expect(traced.first().getByRole('link').first()).toHaveAttribute(
        'href',
        /\/explorer\/\d+\/tx\/0x/,
      );
      // The contracts behind the figures, each proven by the demo's team with a signature the store checked.
      const contracts = page.getByRole('region', { name: 'Contracts' }).getByTestId('contract-proof');
      await expect(contracts.first()).toBeVisible();
      for (const line of await contracts.all())
        await expect(line).toContainText(
          /Proven by the team: signed by its (deployer|owner) 0x[0-9a-f]{4}…[0-9a-f]{4} on /,
        );
      await expectAccessible(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test('the cleaned figures are the default, the raw ones a switch away, and the method lists the rules', async ({
  page,
  request,
}) => {
  // The demo's wallet farm and wash pair play in its games: over 30 days their raw and cleaned figures differ.
  type Answer = { rows: { app: { slug: string }; uaw: { value: number }; trusted_uaw: { value: number } }[] };
  const answer = (await (await request.get('/v1/rankings?window=30d&figures=raw')).json()) as Answer;
  const cleaned = answer.rows.filter((row) => row.trusted_uaw.value < row.uaw.value);
  expect(cleaned.length).toBeGreaterThan(0);

  await page.goto('/rankings?window=30d');
  const basis = page.getByRole('group', { name: 'Figures' });
  await expect(basis.getByRole('button', { name: 'Cleaned' })).toHaveAttribute('aria-pressed', 'true');
  expect(isDescending(await figures(page, 'uaw'))).toBe(true);
  const farmed = cleaned[0]!.app.slug;
  const cleanRow = rows(page)
    .filter({ has: page.locator(`a[href*="/rankings/${farmed}/"]`) })
    .first();
  await expect(cleanRow.locator('[data-figure="uaw"]')).toHaveAttribute(
    'data-value',
    String(cleaned[0]!.trusted_uaw.value),
  );
  await basis.getByRole('button', { name: 'Raw' }).click();
  await expect(page).toHaveURL(/figures=raw/);
  const rawRow = rows(page)
    .filter({ has: page.locator(`a[href*="/rankings/${farmed}/"]`) })
    .first();
  await expect(rawRow.locator('[data-figure="uaw"]')).toHaveAttribute(
    'data-value',
    String(cleaned[0]!.uaw.value),
  );
  expect(isDescending(await figures(page, 'uaw'))).toBe(true);

  await page.goto(`/rankings/${farmed}/transactions?window=30d`);
  const wallets = page.getByTestId('app-figures').locator('[data-figure="uaw"]');
  await expect(wallets).toContainText('Trusted active wallets');
  await expect(wallets).toContainText(String(cleaned[0]!.trusted_uaw.value));
  await expect(wallets.getByTestId('raw-figure')).toContainText(
    new RegExp(`^Raw: ${cleaned[0]!.uaw.value} · [0-9.]+% removed$`),
  );

  await page.goto('/rankings/method');
  const rules = page.getByTestId('cleaning-rules');
  await expect(rules).toContainText('Wallet farm: 10 or more wallets active on the same app within 7 days');
  await expect(rules).toContainText('The buyer and the seller were first funded by the same address.');
});

test('the rankings page lists the transactions page by page', async ({ page }) => {
  await page.goto('/rankings?window=30d');
  const behind = await rows(page).first().locator('[data-figure="transactions"] a').getAttribute('href');
  await page.goto(behind!);
  const traced = page.getByTestId('trace-row');
  await expect(traced.first()).toBeVisible();
  const more = page.getByRole('button', { name: 'Load more' });
  // The busiest dapp of a month has more rows than one page (50).
  await expect(more).toBeVisible();
  const count = await traced.count();
  await more.click();
  await expect.poll(() => traced.count()).toBeGreaterThan(count);
});

test('a game in the rankings shows its figures and 30 days on its page', async ({ page, request }) => {
  const ranked = (await (await request.get('/v1/rankings?window=30d&category=game')).json()) as {
    rows: { app: { slug: string } }[];
  };
  const withPage: string[] = [];
  for (const { app } of ranked.rows) {
    if ((await request.get(`/v1/catalogue/games/${app.slug}`)).ok()) withPage.push(app.slug);
  }
  expect(withPage, 'a ranked game the store has a page for').not.toEqual([]);
  await page.goto(`/games/${withPage[0]}`);
  const section = page.getByRole('region', { name: 'On-chain activity' });
  await expect(section).toBeVisible();
  await expect(section.getByTestId('app-figures').locator('[data-figure]')).toHaveCount(4);
  await expect(section.getByTestId('app-rankings-chart').locator('svg').first()).toBeVisible();
  await section.getByRole('button', { name: 'UAW' }).click();
  await expect(section.getByTestId('app-rankings-chart').locator('svg').first()).toBeVisible();
  await section.getByRole('link', { name: 'See the transactions' }).click();
  await expect(page).toHaveURL(new RegExp(`/rankings/${withPage[0]}/transactions\\?window=7d$`));
  await expect(page.getByTestId('trace-row').first()).toBeVisible();
});

test('a game the rankings do not list has no such section', async ({ page }) => {
  const asked = page.waitForResponse((response) => response.url().endsWith('/v1/rankings/dragon-realm'));
  await page.goto('/games/dragon-realm');
  expect((await asked).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Dragon Realm' })).toBeVisible();
  await expect(page.locator('[data-grid="similar"]')).toBeVisible();
  await expect(page.getByTestId('app-rankings')).toHaveCount(0);
});

test('the method page reads in English and in Spanish', async ({ page }) => {
  await page.goto('/rankings/method');
  await expect(page.getByRole('heading', { level: 1, name: 'How the rankings are measured' })).toBeVisible();
  const parts = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(parts).toHaveText([
    'Unique active wallets (UAW)',
    'Transactions',
    'Volume',
    'Balance',
    'Windows',
    'Where the data comes from',
    'Contracts proven by their teams',
    'Bots and wash trading',
    'Review summaries',
  ]);
  await expect(page.locator('main')).toContainText(
    'a wallet active in several hours or on several chains counts once',
  );
  await switchLanguage(page, 'Español', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Cómo se mide la clasificación' })).toBeVisible();
  await expect(parts.first()).toHaveText('Billeteras activas únicas (UAW)');
  await expect(page.locator('main')).toContainText(
    'Un token sin precio aparece en las transacciones pero suma 0',
  );
  await expect(
    page.getByRole('heading', { level: 2, name: 'Contratos probados por sus equipos' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Cómo se mide la clasificación · DAPPX');
  await expectAccessible(page);
});

test('home and the charts lead to the rankings; a chart keeps its editors’ order', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: /Rankings by on-chain activity/ }).click();
  await expect(page).toHaveURL(/\/rankings$/);

  const chart = (await (await request.get('/v1/catalogue/charts/defi')).json()) as {
    entries: { name: string }[];
  };
  await page.goto('/top-defi-charts');
  const tiles = page.getByTestId('chart-tile');
  await expect(tiles.getByTestId('weekly-wallets').first()).toHaveText(/^\d[\d,]* wallets? in 7 d/);
  await expect(page.getByTestId('chart-tile-name')).toHaveText(chart.entries.map((entry) => entry.name));
  await page.getByRole('link', { name: 'Ranked by activity' }).click();
  await expect(page).toHaveURL(/\/rankings\?category=defi$/);
  await expect(rows(page).first()).toContainText('DeFi');
});
