import fs from 'node:fs/promises';
import { l2CoinText, pageTextOf, usdText } from '@dappx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWebDist } from '../../../test/first-paint-templates';
import { createTestApp } from '../../../test/test-app';
import { demoCollectionSeeds } from './demo-collections';
import { attachCollectionContracts } from './service';

type Item = { name: string; price: string; collection_id: string; token_id: string };

describe("the market's pages' first paint, from the calls the app makes there", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let webDist: string;
  beforeAll(async () => {
    webDist = await testWebDist('<title>DAPPX</title></head><div id="root"><!--first-paint--></div>');
    t = await createTestApp({ WEB_DIST: webDist });
    // Deployed (as demo chains do at start): the market sells deployed collections.
    await attachCollectionContracts(
      t.db,
      13473,
      demoCollectionSeeds.map((seed, i) => ({
        id: seed.id,
        address: `0x${String(i + 1).repeat(40)}` as const,
      })),
    );
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  const page = (url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': language } });
  const api = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;
  const usdPerEth = async () => (await api<{ ETH: { USD: number } }>('/users/getMarketPrices')).ETH.USD;

  it('paints the market as it opens, in the visitor’s language: its first cards, prices as the app writes them, each a link to its item', async () => {
    const opening = await api<{ items: Item[] }>(
      '/v1/marketplace/market?offset=0&limit=36&status=all&sort=price-asc',
    );
    const html = (await page('/explore-3', 'es-ES,es;q=0.9')).body;
    expect(html).toContain('<h1>market es</h1>');
    const cards = [...html.matchAll(/<li><a href="([^"]+)" aria-label="([^"]+)">/g)];
    expect(cards.map(([, href, name]) => [href, name])).toEqual(
      opening.items
        .slice(0, 10)
        .map((item) => [`/explore-3/${item.collection_id}/${item.token_id}`, item.name]),
    );
    const first = BigInt(opening.items[0]!.price);
    expect(html).toContain(
      `>${l2CoinText(first, 'es')}</p><span data-usd>${usdText(first, await usdPerEth())}</span>`,
    );
    expect(html).toContain('<section data-collections="es">');
    expect(html).toContain('Acent Orbs (12 items)');
  });

  it('leaves a market opened on a linked search to the header alone: its items are others', async () => {
    const html = (await page('/explore-3?search=orb')).body;
    expect(html).toContain('<header>en</header>');
    expect(html).not.toContain('market en');
  });

  it("paints a collection's banner and first cards, titled as the app titles it", async () => {
    const orbs = demoCollectionSeeds[1]!;
    const answer = await page(`/nft-collection/${orbs.id}`, 'pt-BR');
    expect(answer.body).toContain('<h1>Acent Orbs</h1>');
    expect(answer.body).toMatch(/<dl><dd>12<\/dd><dd>[\d,]+ ETH na IMX<\/dd><dd>0<\/dd><\/dl>/);
    expect(answer.body.match(/<li><a href="\/explore-3\/([^/]+)\//g)).toHaveLength(10);
    expect(answer.body).toContain(`<li><a href="/explore-3/${orbs.id}/1"`);
    expect(answer.body).toContain(`<title>${pageTextOf(`/nft-collection/${orbs.id}`, 'pt').title}</title>`);
  });

  it('gives a collection the store does not have the header alone, and the app its not-found', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-collection']) {
      const answer = await page(`/nft-collection/${id}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toContain('<div id="root"><style nonce=');
      expect(answer.body).not.toContain('<h1>');
    }
  });
});
