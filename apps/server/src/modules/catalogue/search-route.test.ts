import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { createTestApp } from '../../../test/test-app';

// Caches far longer than a test: what a search finds after a change is what the change itself caused.
const longCache = { CATALOGUE_CACHE_MS: '600000' };

describe('the header search after a change in the console', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let editor: Awaited<ReturnType<typeof signInAsOperator>>;
  beforeAll(async () => {
    t = await createTestApp(longCache);
    editor = await signInAsOperator(t.app, t.db, 'editor');
  }, 120_000);
  afterAll(() => t.close());

  const search = async (q: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/v1/search?q=${encodeURIComponent(q)}` });
    expect(response.statusCode).toBe(200);
    return response.json().results as { _id: string; name: string; kind: string }[];
  };
  const ids = async (q: string) => (await search(q)).map((result) => result._id);
  const inConsole = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: editor.headers, payload });

  const app = (slug: string, name: string) => ({
    table: 'apps',
    fields: {
      slug,
      name,
      href: 'https://example.com/app',
      image: '/media/art/bench.svg',
      imageLong: null,
      category: 'other',
      currency: null,
      videoOnHover: null,
      description: '',
      tags: [],
      chains: [],
      contracts: [],
      translations: {},
    },
  });

  it('finds an app the moment the console adds it, and never once it is hidden, on the same instance', async () => {
    expect(await ids('zebra')).toEqual([]); // the search is read before the change

    expect((await inConsole('/admin/api/catalogue', app('zebra-swap', 'Zebra Swap'))).statusCode).toBe(200);
    expect(await ids('zebra')).toEqual(['zebra-swap']);

    const hide = (hidden: boolean) =>
      inConsole('/admin/api/catalogue/rows/zebra-swap/hidden', { table: 'apps', hidden });
    expect((await hide(true)).statusCode).toBe(200);
    expect(await ids('zebra')).toEqual([]);
    expect(await ids('swap')).not.toContain('zebra-swap');

    expect((await hide(false)).statusCode).toBe(200);
    expect(await ids('zebra')).toEqual(['zebra-swap']);
  });

  it('matches %, _, backslashes and regular-expression signs as the letters they are', async () => {
    const name = '100% Yield_Farm (v2) [beta] a+b.c*d\\e ^$|?';
    expect((await inConsole('/admin/api/catalogue', app('odd-signs', name))).statusCode).toBe(200);

    for (const q of ['100%', 'yield_farm', '(v2)', '[beta]', 'a+b.c*d', 'd\\e', '^$|?', '% yield'])
      expect(await ids(q), q).toEqual(['odd-signs']);
    for (const q of ['100_', 'yield%farm', 'yield.farm', 'a.b', '(v.)', '.*', '%%', '__'])
      expect(await ids(q), q).not.toContain('odd-signs');
  });

  it('lists results of the same name always in the same order: apps by slug, then games', async () => {
    const game = {
      table: 'games',
      fields: {
        slug: 'twin-game',
        name: 'Twin Peaks',
        image: '/media/art/bench.svg',
        href: 'https://example.com/game',
        store: null,
        videoOnHover: null,
        logo: null,
        comingSoon: false,
        hashtags: [],
        currency: null,
        description: '',
        chains: [],
        contracts: [],
        translations: {},
      },
    };
    expect((await inConsole('/admin/api/catalogue', game)).statusCode).toBe(200);
    for (const slug of ['twin-c', 'twin-a', 'twin-b'])
      expect((await inConsole('/admin/api/catalogue', app(slug, 'Twin Peaks'))).statusCode).toBe(200);
    const order = await search('twin peaks');
    expect(order.map((result) => result._id)).toEqual(['twin-a', 'twin-b', 'twin-c', 'twin-game']);

    // Any change clears the caches: the same order comes from a fresh read.
    const renamed = await inConsole('/admin/api/catalogue/rows/odd-signs', {
      table: 'apps',
      fields: { name: 'Odd' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await search('twin peaks')).toEqual(order);
  });
});
