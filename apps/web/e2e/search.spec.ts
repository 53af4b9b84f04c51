import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const shots = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test-results/search');

const section = (page: Page, name: RegExp) => page.getByRole('region', { name });

test.describe('search results page', () => {
  test('Enter in the header lists the apps, games and NFTs found, each linking on (1440 px, en)', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await header.getByRole('searchbox').fill('dragon');
    await header.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dragon$/);
    await expect(page).toHaveTitle('Search · DAPPX');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “dragon”');
    const apps = section(page, /^Apps/);
    await expect(apps.getByRole('heading')).toHaveText(/^Apps \(\d+\)$/);
    await expect(apps.getByRole('link', { name: /Dragonereum/ })).toBeVisible();
    await expect(apps.getByRole('link', { name: /Dragonereum/ }).locator('mark')).toHaveText('Dragon');
    const games = section(page, /^Games/);
    await expect(games.getByRole('link', { name: /Dragon Realm/ })).toContainText('Games');
    await expect(section(page, /^NFTs/)).toContainText('No NFTs match.');
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/search-1440.png`, fullPage: true });

    // A collection's name finds its NFTs: the first page of them, and the way to the rest in the market.
    await header.getByRole('searchbox').fill('zephyr');
    await header.getByRole('searchbox').press('Enter');
    const nfts = section(page, /^NFTs/);
    await expect(nfts.getByRole('heading')).toHaveText('NFTs (40)');
    await expect(nfts.getByRole('link', { name: /^Zephyr/ })).toHaveCount(24);
    await expect(nfts.getByRole('link', { name: /Zephyr Calm #1\b/ })).toContainText(
      'Zephyr Sprites · 0.05 ETH on IMX',
    );
    await expect(page.getByText('Nothing in the store matches')).toHaveCount(0);
    await nfts.getByRole('link', { name: 'See all 40 in the NFT market' }).click();
    await expect(page).toHaveURL(/\/explore-3\?search=zephyr$/);
    await expect(page.getByRole('searchbox', { name: 'Search the market' })).toHaveValue('zephyr');

    await page.goto('/search?q=zzzz-nothing');
    await expect(page.getByRole('status').filter({ hasText: 'Nothing in the store matches' })).toHaveText(
      'Nothing in the store matches “zzzz-nothing”. Check the spelling, or try a shorter word.',
    );
  });

  test('on a phone in Spanish the search panel’s Enter opens the page and closes the panel (390 px, es)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await page.getByRole('button', { name: 'Buscar aplicaciones y juegos' }).click();
    await page.getByRole('banner').getByRole('searchbox').fill('dragon');
    await page.getByRole('banner').getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=dragon$/);
    await expect(page.getByRole('banner').getByRole('searchbox')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resultados para «dragon»');
    await expect(section(page, /^Juegos/).getByRole('link', { name: /Dragon Realm/ })).toBeVisible();
    await expect(section(page, /^NFT/)).toContainText('Ningún NFT coincide.');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
    );
    expect(overflow).toBe(false);
    await expectAccessible(page);
    await page.screenshot({ path: `${shots}/search-390-es.png`, fullPage: true });
  });
});
