import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { demoCollectionId } from './server-internals';

// The first paint (drawn from the app's components at build time, filled by the server) must put each
// thing where the app then draws it: measured with scripts off, then with the app running.

type Box = { x: number; y: number; width: number; height: number };

const pages = {
  '/': {
    title: 'h1',
    logo: 'nav a[href="/"] svg',
    banner: { shell: 'img[data-shell-hero]', app: '.swiper-slide-active img' },
  },
  '/games': {
    logo: 'nav a[href="/"] svg',
    title: {
      shell: '[data-testid="games-slide-title"]',
      app: '.swiper-slide-active [data-testid="games-slide-title"]',
    },
    grid: '#games-recommended',
    card: '[data-testid="grid-recommended"] article img',
  },
  '/games/card-clash': {
    title: '[data-testid="game-title"]',
    art: '[data-testid="game-overview"] img',
    genres: '[data-testid="hashtag"]',
    chains: '[data-testid="game-chains"]',
    play: '[data-testid="game-overview"] a[target="_blank"]',
    description: '[data-testid="game-description"]',
  },
  '/explore-3': {
    title: 'h1',
    search: '[data-testid="market-search"]',
    collections: '#market-collections',
    // The first card, and the first of the grid's second row at 1440 px (its sixth on a phone).
    card: '[aria-label="Items"] > li:nth-child(1)',
    nextRow: '[aria-label="Items"] > li:nth-child(6)',
    price: '[aria-label="Items"] > li:nth-child(6) [data-testid="market-price"]',
  },
  [`/nft-collection/${demoCollectionId}`]: {
    title: '#collection-name',
    figures: 'section[aria-labelledby="collection-name"] dl',
    card: '[aria-label="Items"] > li:nth-child(1)',
    nextRow: '[aria-label="Items"] > li:nth-child(6)',
    price: '[aria-label="Items"] > li:nth-child(6) [data-testid="market-price"]',
  },
} as const;

type Targets = Record<string, string | { shell: string; app: string }>;

async function boxes(page: Page, targets: Targets, side: 'shell' | 'app'): Promise<Record<string, Box>> {
  const found: Record<string, Box> = {};
  for (const [name, target] of Object.entries(targets)) {
    const selector = typeof target === 'string' ? target : target[side];
    const box = await page.locator(selector).first().boundingBox();
    expect(box, `${side}: ${name}`).not.toBeNull();
    found[name] = box!;
  }
  return found;
}

async function measure(browser: Browser, baseURL: string, path: string, width: number, scripts: boolean) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width, height: 900 },
    javaScriptEnabled: scripts,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(path);
  if (scripts) {
    // The app has drawn over the first paint once its header has the language switcher.
    await expect(page.getByRole('button', { name: /language/i }).first()).toBeVisible();
    await page.waitForTimeout(600);
  }
  const found = await boxes(page, pages[path as keyof typeof pages], scripts ? 'app' : 'shell');
  await context.close();
  return found;
}

for (const path of Object.keys(pages)) {
  for (const width of [390, 1440]) {
    test(`${path} at ${width} px: the first paint draws its parts where the app draws them`, async ({
      browser,
      baseURL,
    }) => {
      const shell = await measure(browser, baseURL!, path, width, false);
      const app = await measure(browser, baseURL!, path, width, true);
      for (const name of Object.keys(shell)) {
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(shell[name]![side] - app[name]![side]), `${name}.${side}`).toBeLessThanOrEqual(2);
        }
      }
    });
  }
}

test("a game's page before any script: its name heads it, Play opens the game's site, in the visitor's language", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/games/card-clash');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Card Clash');
  await expect(page).toHaveTitle(/Card Clash/);
  const play = page.getByRole('link', { name: 'Jugar' });
  await expect(play).toHaveAttribute('target', '_blank');
  expect(await play.getAttribute('href')).toMatch(/^https?:\/\//);
  await expect(page.getByRole('heading', { name: 'Acerca de este juego' })).toBeVisible();
  await context.close();
});

test("the market before any script: each card a link to its item's page, its price as the app writes it, nothing to press in the filters' place", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: 'pt-BR' });
  const page = await context.newPage();
  const opening = (await (
    await page.request.get('/v1/marketplace/market?offset=0&limit=36&status=all&sort=price-asc')
  ).json()) as { items: { name: string; collection_id: string; token_id: string }[] };
  await page.goto('/explore-3');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explorar');
  await expect(page).toHaveTitle(/Mercado NFT/);
  const first = opening.items[0]!;
  const card = page.getByRole('link', { name: first.name, exact: true }).first();
  await expect(card).toHaveAttribute('href', `/explore-3/${first.collection_id}/${first.token_id}`);
  await expect(card.getByTestId('market-price')).toHaveText(/^[\d,]+ ETH na IMX$/);
  for (const role of ['textbox', 'searchbox', 'combobox', 'button'] as const)
    await expect(page.getByRole(role)).toHaveCount(0);
  await card.click();
  await expect(page).toHaveURL(`/explore-3/${first.collection_id}/${first.token_id}`);
  await context.close();
});

test("a collection's page before any script: its name, figures and first items, each a link to its page", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/nft-collection/${demoCollectionId}`);
  const banner = page.getByRole('region', { name: 'Zephyr Sprites' });
  await expect(banner.getByRole('heading', { level: 1 })).toHaveText('Zephyr Sprites');
  await expect(banner).toContainText('Floor price');
  await expect(page.getByRole('link', { name: 'Zephyr Calm #1', exact: true })).toHaveAttribute(
    'href',
    `/explore-3/${demoCollectionId}/1`,
  );
  await context.close();
});
