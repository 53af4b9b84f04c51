import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { demoNewsFeed } from '../../lib/paths';

/** Every picture path in a catalogue answer, wherever it sits. */
function picturesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && /^\/media\/(art|icons|chips)\//.test(value)) found.add(value);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) picturesIn(item, found);
  return found;
}

/** A tile of one or two letters: what the store showed before it had artwork. */
const initialsTile = /<text[^>]*>\s*[A-Z0-9]{1,2}\s*<\/text>/;

describe('demo catalogue artwork', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const catalogue = ['/v1/catalogue/home', '/v1/catalogue/games'].concat(
    ['defi', 'game', 'nft', 'exchange'].map((category) => `/v1/catalogue/charts/${category}`),
  );

  it('serves every app, game, tile and story a real logo or key art, never initials', async () => {
    const pictures = new Set<string>();
    for (const url of catalogue) picturesIn((await t.app.inject({ method: 'GET', url })).json(), pictures);
    const feed = readFileSync(fileURLToPath(demoNewsFeed), 'utf8');
    for (const [, url] of feed.matchAll(/<enclosure url="([^"]+)"/g)) pictures.add(url!);
    // The home lists, the four charts, the games page and the news: dozens of pictures.
    expect(pictures.size).toBeGreaterThan(60);
    for (const url of pictures) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/svg+xml; charset=utf-8');
      expect(response.body, url).not.toMatch(initialsTile);
      // Art is either a drawn mark (an emblem on a tile) or a 640 × 360 scene.
      if (url.startsWith('/media/art/'))
        expect(response.body, url).toMatch(/viewBox="0 0 640 360"|<g transform=/);
    }
  });

  it('shows the logos drawn dark (Synthetix, DODO, OKX, Immutable, Yearn) on a light chip', async () => {
    const logos = new Map<string, string>();
    const collect = (value: unknown) => {
      if (!value || typeof value !== 'object') return;
      const { name, image } = value as { name?: unknown; image?: unknown };
      if (typeof name === 'string' && typeof image === 'string') logos.set(name, image);
      Object.values(value).forEach(collect);
    };
    for (const url of catalogue) collect((await t.app.inject({ method: 'GET', url })).json());
    const dark = ['Synthetix Exchange', 'DODO', 'OKX', 'Immutable', 'Yearn Finance'];
    expect(dark.map((name) => logos.get(name)?.replace(/\/[^/]+\/[^/]+$/, ''))).toEqual(
      dark.map(() => '/media/chips'),
    );
  });
});
