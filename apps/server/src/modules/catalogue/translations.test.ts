import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { seedDemo } from '../../db/seed';
import { footerLinks, gamesSlides, heroSlides, hotTiles, menuItems } from './schema';

type Slide = { id: string; title?: string; excerpt: string; buttons: { id: string; text: string }[] };
type Home = { slides: Slide[]; hot: { _id: string; name: string }[] };

describe('the catalogue in the visitor’s language', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = async (url: string, language?: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: language === undefined ? {} : { 'accept-language': language },
    });
    expect(response.statusCode).toBe(200);
    return { body: response.json(), headers: response.headers };
  };
  const home = async (language?: string) => (await get('/v1/catalogue/home', language)).body as Home;
  const slide = (body: Home, id: string) => body.slides.find((s) => s.id === id)!;
  const button = (body: Home, slideId: string, id: string) =>
    slide(body, slideId).buttons.find((b) => b.id === id)!.text;
  const tile = (body: Home, id: string) => body.hot.find((h) => h._id === id)!.name;

  it('serves slides and What’s hot in Spanish and Portuguese, chosen by Accept-Language', async () => {
    const es = await home('es-ES,es;q=0.9,en;q=0.8');
    expect(slide(es, 'land-sale').title).toBe('Venta de terrenos del metaverso');
    expect(slide(es, 'land-sale').excerpt).toMatch(/^Hazte con tu parcela en el mundo DAPPX/);
    expect(button(es, 'land-sale', 'sign-up')).toBe('Regístrate');
    expect(button(es, 'battle-arena', 'start')).toBe('Empezar');
    expect(tile(es, 'games')).toBe('Juegos');

    const pt = await home('pt-BR');
    expect(slide(pt, 'land-sale').title).toBe('Venda de terrenos no metaverso');
    expect(button(pt, 'dapp-guide', 'play')).toBe('JOGAR');
    expect(tile(pt, 'games')).toBe('Jogos');
  });

  it('falls back to English field by field: names and words without a translation stay English', async () => {
    const es = await home('es');
    // Names are never translated; the white paper keeps its name.
    expect(slide(es, 'dappx-ai').title).toBe('DAPPX AI');
    expect(slide(es, 'battle-arena').title).toBe('Crypto Battle Arena');
    expect(button(es, 'dappx-token', 'white-paper')).toBe('WhitePaper');
    expect(tile(es, 'ai')).toBe('DAPPX AI');
    // The same slide's other fields are Spanish.
    expect(slide(es, 'dappx-ai').excerpt).toMatch(/^Tu copiloto de IA/);
  });

  it('answers English without Accept-Language or for any other language, as the error texts do', async () => {
    for (const language of [undefined, 'en-US', 'fr-FR,es;q=0.9', '*', 'x']) {
      const body = await home(language);
      expect(slide(body, 'land-sale').title, language).toBe('Metaverse Land Sale');
      expect(tile(body, 'games'), language).toBe('Games');
    }
  });

  it('says the answers vary by Accept-Language, next to their cache time', async () => {
    for (const url of [
      '/v1/catalogue/home',
      '/v1/catalogue/games',
      '/v1/catalogue/navigation',
      '/v1/catalogue/charts/defi',
    ]) {
      const { headers } = await get(url, 'pt');
      expect(String(headers.vary), url).toMatch(/accept-language/i);
      expect(headers['cache-control'], url).toBe('public, no-cache');
    }
  });

  it('never answers one language with another: each request gets its own, in any order', async () => {
    const titles = async (language: string) => slide(await home(language), 'dapp-guide').title;
    const order = ['es', 'en', 'pt', 'es', 'pt', 'en'];
    const answers = await Promise.all(order.map(titles));
    expect(answers).toEqual([
      'La guía de DAPPX',
      'The DAPPX Guide',
      'O guia da DAPPX',
      'La guía de DAPPX',
      'O guia da DAPPX',
      'The DAPPX Guide',
    ]);
  });

  it('serves the games page’s slides and hashtags in the language, the games’ names as they are', async () => {
    const es = (await get('/v1/catalogue/games', 'es')).body;
    expect(es.slides[0]).toMatchObject({ title: 'El Steam del blockchain' });
    expect(es.slides[1]).toMatchObject({ title: 'Battle Arena' });
    expect(es.slides[1].excerpt).toBe('Demuestra lo que vales en la arena de batalla con recompensas cripto');
    const rally = es.specialOffers.find((card: { _id: string }) => card._id === 'rally-legends');
    expect(rally).toMatchObject({ name: 'Rally Legends', hashtag: ['Indie', 'Carreras', 'Simulación'] });
    const pt = (await get('/v1/catalogue/games', 'pt')).body;
    expect(pt.specialOffersHidden[0].hashtag).toEqual(['Ação', 'Aventura']);
    const en = (await get('/v1/catalogue/games')).body;
    expect(en.specialOffersHidden[0].hashtag).toEqual(['Action', 'Adventure']);
  });

  it('serves the menu, the footer and the charts’ cross-links in the language', async () => {
    const pt = (await get('/v1/catalogue/navigation', 'pt')).body;
    expect(pt.menu.map((item: { label: string }) => item.label)).toEqual([
      'Aprender',
      'DeFi',
      'Baixar',
      'Jogos',
      'NFT',
      'Rankings',
    ]);
    expect(pt.menu[5].dropdown_menu[0].label).toBe('Top jogos');
    expect(pt.footer.map((link: { label: string }) => link.label)).toEqual(
      expect.arrayContaining(['Sobre a DAPPX', 'Negócios e parcerias', 'Anúncios no Telegram', 'YouTube']),
    );
    const es = (await get('/v1/catalogue/charts/defi', 'es')).body;
    expect(es.others.map((link: { name: string }) => link.name)).toEqual(['Juegos', 'NFT', 'Exchange']);
  });

  it('matches a search on the English name whatever the language', async () => {
    const { body } = await get('/v1/search?q=rally', 'es');
    expect(body.results.map((result: { name: string }) => result.name)).toEqual(['Rally Legends']);
  });

  it('shows English where an edited translation is blank or missing for one language only', async () => {
    await t.db
      .update(hotTiles)
      .set({ translations: { es: { name: '  ' }, pt: { name: 'Jogos incríveis' } } })
      .where(eq(hotTiles.id, 'games'));
    await t.db
      .update(gamesSlides)
      .set({ translations: { es: { title: 'Solo el título' } } })
      .where(eq(gamesSlides.id, 'dappx-store'));
    try {
      expect(tile(await home('es'), 'games')).toBe('Games');
      expect(tile(await home('pt'), 'games')).toBe('Jogos incríveis');
      const es = (await get('/v1/catalogue/games', 'es')).body.slides[0];
      expect(es).toMatchObject({
        title: 'Solo el título',
        excerpt: expect.stringMatching(/^Every blockchain game/),
      });
      const pt = (await get('/v1/catalogue/games', 'pt')).body.slides[0];
      expect(pt.title).toBe('Steam of Blockchain');
    } finally {
      await t.db.update(hotTiles).set({ translations: {} }).where(eq(hotTiles.id, 'games'));
      await t.db.update(gamesSlides).set({ translations: {} }).where(eq(gamesSlides.id, 'dappx-store'));
      await seedDemo(t.db);
    }
  });
});

describe('the catalogue’s translations column', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['an array', '[]'],
    ['a language of its own', '{"fr": {"name": "Jeux"}}'],
    ['a language that is not an object', '{"es": "Juegos"}'],
    ['a text that is not a string', '{"es": {"name": 5}}'],
  ])('refuses %s', async (_case, value) => {
    await expect(
      t.db.execute(sql`UPDATE hot_tiles SET translations = ${value}::jsonb WHERE id = 'games'`),
    ).rejects.toMatchObject({ cause: { code: '23514' } });
  });

  it('takes es and pt objects of texts, and no translations at all', async () => {
    for (const value of ['{}', '{"es": {}}', '{"es": {"name": "Juegos"}, "pt": {"name": "Jogos"}}'])
      await t.db.execute(sql`UPDATE hot_tiles SET translations = ${value}::jsonb WHERE id = 'games'`);
  });

  it('gives a store seeded before translations the demo’s, but leaves an admin’s own English or texts', async () => {
    // As a store whose rows were seeded before the column existed: every translation empty.
    for (const table of [heroSlides, hotTiles, menuItems, footerLinks, gamesSlides])
      await t.db.update(table).set({ translations: {} });
    await t.db.execute(sql`UPDATE games SET translations = '{}'::jsonb`);
    // An admin renamed one menu item, and translated another in their own words.
    await t.db.update(menuItems).set({ label: 'Discover' }).where(eq(menuItems.id, 'learn'));
    await t.db
      .update(menuItems)
      .set({ translations: { es: { label: 'Juegos y más' } } })
      .where(eq(menuItems.id, 'games'));

    await seedDemo(t.db);

    const labels = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/catalogue/navigation',
          headers: { 'accept-language': language },
        })
      )
        .json()
        .menu.map((item: { label: string }) => item.label);
    expect(await labels('es')).toEqual(['Discover', 'DeFi', 'Descargar', 'Juegos y más', 'NFT', 'Rankings']);
    const home = (
      await t.app.inject({ method: 'GET', url: '/v1/catalogue/home', headers: { 'accept-language': 'pt' } })
    ).json() as Home;
    expect(home.slides.find((s) => s.id === 'land-sale')?.title).toBe('Venda de terrenos no metaverso');
    expect(home.hot.find((h) => h._id === 'games')?.name).toBe('Jogos');
    const games = (
      await t.app.inject({ method: 'GET', url: '/v1/catalogue/games', headers: { 'accept-language': 'es' } })
    ).json();
    expect(games.specialOffersHidden[0].hashtag).toEqual(['Acción', 'Aventura']);
    expect(games.slides[0].title).toBe('El Steam del blockchain');
  });
});
