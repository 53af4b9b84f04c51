import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { seedDemo } from '../../db/seed';
import { catalogueApps } from './schema';

describe('catalogue API', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };

  it('serves the home lists: Weekly Top 15 with two-digit ranks, Recommended and four hot tiles', async () => {
    const { status, body, headers } = await get('/v1/catalogue/home');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('public, no-cache');
    expect(body.weeklyTop).toHaveLength(15);
    expect(body.weeklyTop.map((item: { rank: string }) => item.rank)).toEqual(
      Array.from({ length: 15 }, (_, i) => String(i + 1).padStart(2, '0')),
    );
    expect(body.weeklyTop.slice(10).map((item: { name: string }) => item.name)).toEqual([
      'HEX',
      'Synthetix Exchange',
      'WBTC',
      '1inch',
      'Yearn Finance',
    ]);
    expect(
      body.recommended.every((item: { currency: string }) => ['ETH', 'BSC'].includes(item.currency)),
    ).toBe(true);
    expect(body.hot.map((tile: { href: string; external: boolean }) => [tile.href, tile.external])).toEqual([
      ['https://ai.dappx.com', true],
      ['/top-nft-charts', false],
      ['/top-game-charts', false],
      ['/exchange', false],
    ]);
  });

  it.each([
    [
      'defi',
      ['maker', 'uniswap', 'sushiswap', 'dodo', '1inch', 'yearn-finance', 'synthetix-exchange'],
      ['Game', 'NFT', 'Exchange'],
    ],
    [
      'game',
      ['sandbox', 'crypto-kitties', 'axie-infinity', 'gods-unchained', 'league-of-kingdoms'],
      ['NFT', 'DeFi', 'Exchange'],
    ],
    [
      'nft',
      ['open-sea', 'rarible', 'airnfts', 'league-of-kingdoms', 'gods-unchained'],
      ['Game', 'DeFi', 'Exchange'],
    ],
    [
      'exchange',
      ['kucoin', 'binance', 'coinbase', 'acent-wallet', 'upbit', 'bithumb'],
      ['Game', 'NFT', 'DeFi'],
    ],
  ])('serves the %s chart with the spec’s apps and cross-links', async (category, slugs, others) => {
    const { status, body } = await get(`/v1/catalogue/charts/${category}`);
    expect(status).toBe(200);
    const ids = body.entries.map((entry: { _id: string }) => entry._id);
    expect(ids).toEqual(expect.arrayContaining(slugs));
    expect(body.others.map((link: { name: string }) => link.name)).toEqual(others);
  });

  it('hides the NFT chart’s last two cards on wide screens and gives Acent Wallet its long image', async () => {
    const nft = (await get('/v1/catalogue/charts/nft')).body;
    expect(
      nft.entries.filter((e: { hidden: boolean }) => e.hidden).map((e: { _id: string }) => e._id),
    ).toEqual(['league-of-kingdoms', 'gods-unchained']);
    expect(nft.entries.slice(-2).every((e: { hidden: boolean }) => e.hidden)).toBe(true);
    const exchange = (await get('/v1/catalogue/charts/exchange')).body;
    const acent = exchange.entries.find((e: { _id: string }) => e._id === 'acent-wallet');
    expect(acent).toMatchObject({ withLongImage: true, image_long: '/media/art/acent-wallet-long.svg' });
  });

  it('refuses an unknown chart', async () => {
    const { status, body } = await get('/v1/catalogue/charts/casino');
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION');
  });

  it('serves the menu (Learn dropdown, DeFi, Download hidden on desktop, Games, NFT, Charts dropdown with the rankings) and the footer links', async () => {
    const { status, body } = await get('/v1/catalogue/navigation');
    expect(status).toBe(200);
    expect(body.menu.map((item: { label: string }) => item.label)).toEqual([
      'Learn',
      'DeFi',
      'Download',
      'Games',
      'NFT',
      'Charts',
    ]);
    const [learn, defi, download, games, nft, charts] = body.menu;
    expect(charts.dropdown_menu.map((item: { href: string }) => item.href)).toEqual([
      '/top-game-charts',
      '/top-defi-charts',
      '/top-nft-charts',
      '/exchange',
      '/rankings',
    ]);
    expect(games).toMatchObject({ href: '/games', pc_hidden: false });
    expect(nft).toMatchObject({ href: '/explore-3', pc_hidden: false });
    expect(learn.dropdown).toBe(true);
    expect(learn.dropdown_menu.map((item: { label: string }) => item.label)).toEqual(['About DAPPX', 'Blog']);
    expect(learn.dropdown_menu[0].target).toBe('_blank');
    expect(defi).toMatchObject({ href: '/top-defi-charts', dropdown: false, pc_hidden: false });
    expect(download).toMatchObject({ href: '/download', pc_hidden: true, sp_hidden: false });
    const kinds = (kind: string) =>
      body.footer
        .filter((link: { kind: string }) => link.kind === kind)
        .map((link: { label: string }) => link.label);
    expect(kinds('contact')).toHaveLength(3);
    expect(kinds('social').filter((label: string) => label.startsWith('Telegram'))).toHaveLength(2);
    expect(kinds('social')).toEqual(expect.arrayContaining(['Facebook', 'Twitter', 'Instagram', 'YouTube']));
  });

  describe('search', () => {
    const names = async (q: string) =>
      (await get(`/v1/search?q=${encodeURIComponent(q)}`)).body.results.map((r: { name: string }) => r.name);

    it('ranks an exact name first, then names starting with the text, then names containing it', async () => {
      expect((await names('uniswap'))[0]).toBe('Uniswap');
      const swaps = await names('swap');
      expect(swaps).toEqual(expect.arrayContaining(['Uniswap', 'SushiSwap', 'PancakeSwap']));
      const crypto = await names('CRYPTO');
      expect(crypto[0]).toBe('Crypto Kitties');
      expect(crypto).toContain('My Crypto Heroes');
    });

    it('finds apps by category and by chain', async () => {
      const bsc = (await get('/v1/search?q=bsc&limit=50')).body.results;
      expect(bsc.length).toBeGreaterThan(0);
      expect(bsc.every((r: { currency: string }) => r.currency === 'BSC')).toBe(true);
      const exchanges = await names('exchange');
      expect(exchanges).toEqual(expect.arrayContaining(['Binance', 'Synthetix Exchange']));
    });

    it('treats % and _ as plain text', async () => {
      expect(await names('%')).toEqual([]);
      expect(await names('_')).toEqual([]);
    });

    it('refuses an empty or overlong search', async () => {
      expect((await get('/v1/search?q=%20')).body).toEqual({
        message: 'Type something to search for.',
        code: 'VALIDATION',
      });
      expect((await get(`/v1/search?q=${'a'.repeat(101)}`)).status).toBe(400);
    });
  });

  it('seeds idempotently and keeps what an admin changed', async () => {
    await t.db.update(catalogueApps).set({ name: 'Uniswap Labs' }).where(eq(catalogueApps.slug, 'uniswap'));
    await seedDemo(t.db);
    await seedDemo(t.db);
    const [row] = await t.db.select().from(catalogueApps).where(eq(catalogueApps.slug, 'uniswap'));
    expect(row?.name).toBe('Uniswap Labs');
    const counted = await t.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM catalogue_entries WHERE list = 'weekly-top'`,
    );
    expect(Number(counted.rows[0]?.n)).toBe(15);
  });
});

describe('hero slides', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves the five slides of the spec in order, with every button label and en/es/pt banners', async () => {
    const { slides } = (await t.app.inject({ method: 'GET', url: '/v1/catalogue/home' })).json();
    expect(slides.map((slide: { id: string }) => slide.id)).toEqual([
      'dappx-ai',
      'dappx-token',
      'land-sale',
      'dapp-guide',
      'battle-arena',
    ]);
    const labels = new Set(
      slides.flatMap((slide: { buttons: { text: string }[] }) => slide.buttons.map((b) => b.text)),
    );
    for (const label of ['Coming Soon', 'WhitePaper', 'PLAY', 'Sign up', 'NFT', 'Start'])
      expect(labels).toContain(label);
    const arena = slides[4];
    expect(arena.buttons.map((b: { text: string }) => b.text)).toEqual(
      expect.arrayContaining(['Download Demo', 'Hero Auction', 'Join Closed Beta']),
    );
    expect(arena.buttons.find((b: { text: string }) => b.text === 'Start').action).toBe('start');
    expect(slides[0].image.es.desktop).toBe('/media/banners/dappx-ai-es-desktop.svg');
  });
});
