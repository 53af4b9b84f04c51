import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { createTestApp } from '../../../test/test-app';

type Row = { id: string; position: number | null; hidden: boolean; [field: string]: unknown };

describe('/admin/api/catalogue: editors curate the store', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let editor: Awaited<ReturnType<typeof signInAsOperator>>;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await signInAsOperator(t.app, t.db, 'editor');
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = editor.headers) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const rows = async (table: string): Promise<Row[]> =>
    (await get(`/admin/api/catalogue/${table}`, editor.headers)).json().rows;
  const home = async (language = 'en') =>
    (await get('/v1/catalogue/home', { 'accept-language': language })).json();

  it('lets an editor read and write, refuses support and finance with 403 and no session with 401', async () => {
    expect((await get('/admin/api/catalogue/home-slides', editor.headers)).statusCode).toBe(200);
    const [slide] = await rows('home-slides');
    for (const role of ['support', 'finance'] as const) {
      const other = await signInAsOperator(t.app, t.db, role);
      expect((await get('/admin/api/catalogue/home-slides', other.headers)).statusCode).toBe(403);
      const write = await post(
        `/admin/api/catalogue/rows/${slide!.id}/hidden`,
        { table: 'home-slides', hidden: true },
        other.headers,
      );
      expect(write.statusCode).toBe(403);
    }
    expect((await get('/admin/api/catalogue/home-slides')).statusCode).toBe(401);
    const anonymous = await post(
      `/admin/api/catalogue/rows/${slide!.id}/hidden`,
      { table: 'home-slides', hidden: true },
      {},
    );
    expect(anonymous.statusCode).toBe(401);
    expect((await home()).slides.map((s: { id: string }) => s.id)).toContain(slide!.id);
  });

  it("changes a slide's Spanish text on the public home at once, with an audit row of before and after", async () => {
    const [slide] = await rows('home-slides');
    const translations = { es: { excerpt: 'Texto nuevo del editor' } };
    const changed = await post(`/admin/api/catalogue/rows/${slide!.id}`, {
      table: 'home-slides',
      fields: { translations },
    });
    expect(changed.statusCode).toBe(200);
    const shown = (await home('es')).slides.find((s: { id: string }) => s.id === slide!.id);
    expect(shown.excerpt).toBe('Texto nuevo del editor');

    const audit = await get('/admin/api/audit?action=catalogue.update', editor.headers);
    const [entry] = audit.json().entries;
    expect(entry).toMatchObject({
      operator: editor.address,
      target: `home-slides:${slide!.id}`,
      before: { translations: slide!.translations },
      after: { translations },
    });
  });

  it('refuses a link that is not http(s) with a clear 400 and changes nothing', async () => {
    const [app] = await rows('apps');
    const refused = await post(`/admin/api/catalogue/rows/${app!.id}`, {
      table: 'apps',
      fields: { href: 'javascript:alert(1)' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('fields.href must be an http:// or https:// address.');
    const image = await post(`/admin/api/catalogue/rows/${app!.id}`, {
      table: 'apps',
      fields: { image: '/media/../config.ts' },
    });
    expect(image.statusCode).toBe(400);
    const spanish = await post(
      '/admin/api/catalogue',
      {
        table: 'hot-tiles',
        fields: { image: '/media/x.svg', name: 'X', href: 'ftp://x', external: true, translations: {} },
      },
      { ...editor.headers, 'accept-language': 'es' },
    );
    expect(spanish.json().message).toContain('debe ser una dirección http:// o https://');
    expect((await rows('apps')).find((row) => row.id === app!.id)).toEqual(app);
  });

  it('hides a hot tile from the public home and publishes it again, never deleting it', async () => {
    const [tile] = await rows('hot-tiles');
    const hidden = await post(`/admin/api/catalogue/rows/${tile!.id}/hidden`, {
      table: 'hot-tiles',
      hidden: true,
    });
    expect(hidden.json()).toMatchObject({ id: tile!.id, hidden: true });
    expect((await home()).hot.map((h: { _id: string }) => h._id)).not.toContain(tile!.id);
    expect((await rows('hot-tiles')).map((row) => row.id)).toContain(tile!.id);

    await post(`/admin/api/catalogue/rows/${tile!.id}/hidden`, { table: 'hot-tiles', hidden: false });
    expect((await home()).hot.map((h: { _id: string }) => h._id)).toContain(tile!.id);
    const audit = (await get('/admin/api/audit', editor.headers)).json().entries;
    expect(audit.slice(0, 2).map((e: { action: string }) => e.action)).toEqual([
      'catalogue.publish',
      'catalogue.hide',
    ]);
  });

  it('searches, filters and pages a table for the console, counting every matching row', async () => {
    const all = await rows('apps');
    expect(all.length).toBeGreaterThan(10);
    const page = async (query: string) => {
      const answer = await get(`/admin/api/catalogue/apps?${query}`, editor.headers);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json() as { rows: Row[]; total: number };
    };
    const first = await page('limit=5');
    expect(first).toEqual({ rows: all.slice(0, 5), total: all.length });
    expect((await page('limit=5&offset=5')).rows).toEqual(all.slice(5, 10));

    const named = all[3]!;
    const word = String(named.name).slice(1, 5).toUpperCase();
    const found = await page(`q=${encodeURIComponent(word)}`);
    expect(found.rows.map((row) => row.id)).toContain(named.id);
    expect(found.total).toBeLessThan(all.length);
    expect(found.total).toBe(found.rows.length);

    await post(`/admin/api/catalogue/rows/${named.id}/hidden`, { table: 'apps', hidden: true });
    expect((await page('hidden=true')).rows.map((row) => row.id)).toEqual([named.id]);
    expect((await page('hidden=false')).total).toBe(all.length - 1);
    await post(`/admin/api/catalogue/rows/${named.id}/hidden`, { table: 'apps', hidden: false });

    const chart = await get('/admin/api/catalogue/app-entries?list=chart%3Adefi', editor.headers);
    expect(chart.json().rows.every((row: Row) => row.list === 'chart:defi')).toBe(true);
    expect((await get('/admin/api/catalogue/apps?hidden=maybe', editor.headers)).statusCode).toBe(400);
    expect((await get('/admin/api/catalogue/apps?limit=0', editor.headers)).statusCode).toBe(400);
  });

  it("moves an app down a chart: the public chart's order follows", async () => {
    const chart = async () =>
      (await get('/v1/catalogue/charts/defi')).json().entries.map((e: { _id: string }) => e._id);
    const [first, second] = await chart();
    const entry = (await rows('app-entries')).find(
      (row) => row.list === 'chart:defi' && row.appSlug === first,
    )!;
    const moved = await post(`/admin/api/catalogue/rows/${entry.id}/move`, {
      table: 'app-entries',
      direction: 'down',
    });
    expect(moved.statusCode).toBe(200);
    expect((await chart()).slice(0, 2)).toEqual([second, first]);
  });

  it("edits an app's description in three languages, its tags, chains and contracts; a bad contract changes nothing", async () => {
    const [app] = await rows('apps');
    const details = {
      description: 'Swap any token at the best rate.',
      tags: ['DEX', 'Swap'],
      chains: ['ethereum', 'polygon'],
      // A network the catalogue has no name for is named by its chain id, as the demo's second L1.
      contracts: [
        { chain: 'polygon', address: '0x1111111111111111111111111111111111111111' },
        { chain: '42', address: '0x2222222222222222222222222222222222222222' },
      ],
      translations: { es: { description: 'Cambia cualquier token.' }, pt: { 'tags.Swap': 'Troca' } },
    };
    const changed = await post(`/admin/api/catalogue/rows/${app!.id}`, { table: 'apps', fields: details });
    expect(changed.statusCode).toBe(200);
    expect((await rows('apps')).find((row) => row.id === app!.id)).toMatchObject(details);

    for (const [fields, message] of [
      [{ contracts: [{ chain: 'polygon', address: '0x123' }] }, 'address'],
      [{ contracts: [{ chain: 'moon', address: '0x1111111111111111111111111111111111111111' }] }, 'chain'],
      [{ chains: ['solana'] }, 'Choose one of the store’s chains.'],
    ] as const) {
      const refused = await post(`/admin/api/catalogue/rows/${app!.id}`, { table: 'apps', fields });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain(message);
    }
    expect((await rows('apps')).find((row) => row.id === app!.id)).toMatchObject(details);
  });

  it('adds a game that its page then serves, and a hidden game is no longer served', async () => {
    const game = {
      table: 'games',
      fields: {
        slug: 'console-quest',
        name: 'Console Quest',
        image: '/media/art/console-quest.svg',
        href: 'https://console-quest.example',
        store: null,
        videoOnHover: null,
        logo: null,
        comingSoon: false,
        hashtags: ['RPG'],
        currency: 'ETH',
        description: 'Made in the console.',
        chains: ['ethereum'],
        contracts: [{ chain: 'ethereum', address: '0x00000000000000000000000000000000000c0de5' }],
        translations: { es: { description: 'Hecho en la consola.' } },
      },
    };
    expect((await post('/admin/api/catalogue', game)).statusCode).toBe(200);
    const page = await get('/v1/catalogue/games/console-quest', { 'accept-language': 'es' });
    expect(page.json()).toMatchObject({ name: 'Console Quest', description: 'Hecho en la consola.' });

    const again = await post('/admin/api/catalogue', game);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'This row is already in the catalogue (same key, or the same app in that list).',
    );
    await post('/admin/api/catalogue/rows/console-quest/hidden', { table: 'games', hidden: true });
    expect((await get('/v1/catalogue/games/console-quest')).statusCode).toBe(404);
  });
});
