import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { seedDemo } from '../../db/seed';

type Card = { _id: string; name: string; commingSoon: boolean; hashtag: string[]; logo?: string };

describe('games page catalogue', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const games = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/v1/catalogue/games' });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('serves the grids in the spec’s order with their counts', async () => {
    const body = await games();
    // Written out here, not taken from the code, so that the test holds the spec's order.
    expect(Object.keys(body).join(' ')).toBe(
      'slides recommended specialOffersHidden recommendedSecond popular specialOffers recommendedFinal',
    );
    expect(body.recommended).toHaveLength(3);
    expect(body.specialOffersHidden.length).toBeGreaterThan(0);
    expect(body.recommendedSecond).toEqual([]);
    expect(body.popular).toHaveLength(12);
    expect(body.specialOffers).toHaveLength(1);
    expect(body.recommendedFinal).toHaveLength(2);
    expect(body.recommendedFinal.every((card: Card) => card.logo)).toBe(true);
  });

  it('tags the special offer Indie, Racing, Simulation and marks some popular games coming soon', async () => {
    const body = await games();
    expect(body.specialOffers[0].hashtag).toEqual(['Indie', 'Racing', 'Simulation']);
    const soon = body.popular.filter((card: Card) => card.commingSoon).map((card: Card) => card._id);
    expect(soon).toEqual(['star-colony', 'shadow-blade']);
    expect(body.recommended.every((card: Card) => !card.commingSoon)).toBe(true);
  });

  it('has two slides: the store (Steam of Blockchain) and the battle arena, in order', async () => {
    const { slides } = await games();
    expect(slides.map((slide: { title: string }) => slide.title)).toEqual([
      'Steam of Blockchain',
      'Battle Arena',
    ]);
    expect(slides[1].excerpt).toBe('Test your might in crypto reward battle arena');
    // The arena's slide leads to the arena's page; the store's own slide features no game.
    expect(slides.map((slide: { game?: string }) => slide.game)).toEqual([undefined, 'game-arena']);
    for (const slide of slides) {
      expect(slide.link).toMatch(/^https:\/\//);
      expect(slide.bg_image).toMatch(/^\/media\//);
      expect(slide.link_color).toMatch(/^#/);
    }
  });

  const game = (slug: string, language?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/v1/catalogue/games/${slug}`,
      headers: language ? { 'accept-language': language } : {},
    });

  it('serves a game’s page: description, tags, chains with icons, play and store links', async () => {
    const response = await game('rally-legends');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      _id: 'rally-legends',
      name: 'Rally Legends',
      href: 'https://rallylegends.example.com',
      store: 'https://rallylegends.example.com/garage',
      hashtag: ['Indie', 'Racing', 'Simulation'],
      description: expect.stringMatching(/^Realistic rally driving/),
      chains: [{ id: 'ethereum', name: 'Ethereum', icon: '/media/icons/networks/ethereum.svg' }],
    });
    const icon = await t.app.inject({ method: 'GET', url: '/media/icons/networks/ethereum.svg' });
    expect(icon.statusCode).toBe(200);
  });

  it('answers a game’s page in the visitor’s language, the name as it is', async () => {
    const es = (await game('rally-legends', 'es-ES,es;q=0.9')).json();
    expect(es).toMatchObject({ name: 'Rally Legends', hashtag: ['Indie', 'Carreras', 'Simulación'] });
    expect(es.description).toMatch(/^Rally realista/);
    const pt = (await game('dragon-realm', 'pt-BR')).json();
    expect(pt.description).toMatch(/^Choque, crie/);
    expect(pt.hashtag).toEqual(['Fantasia', 'RPG']);
  });

  it('lists a few similar games, those sharing tags first, never the game itself', async () => {
    const { similar } = (await game('lost-kingdoms')).json();
    const slugs = similar.map((card: Card) => card._id);
    expect(slugs.length).toBeGreaterThan(1);
    expect(slugs.length).toBeLessThanOrEqual(4);
    expect(slugs).not.toContain('lost-kingdoms');
    // Fantasy and Strategy: Dragon Realm, Golden Guild, Shadow Blade share Fantasy; Card Clash… Strategy.
    expect(
      similar.every((card: Card) => card.hashtag.some((tag) => ['Fantasy', 'Strategy'].includes(tag))),
    ).toBe(true);
    for (const card of [...(await games()).popular, ...(await games()).recommended] as Card[]) {
      const { similar: others } = (await game(card._id)).json();
      expect(others.map((other: Card) => other._id)).not.toContain(card._id);
    }
  });

  it('answers an unknown game with 404 and a text in the visitor’s language', async () => {
    const en = await game('no-such-game');
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ code: 'NOT_FOUND', message: 'No such game.' });
    const es = await game('no-such-game', 'es');
    expect(es.json().message).toBe('Este juego no existe.');
  });

  it('gives games seeded before they had pages the demo’s page, keeping an admin’s own texts', async () => {
    await t.db.execute(sql`UPDATE games SET description = '', chains = '{}', hashtags = '{}',
      translations = '{"es": {"description": "Mi texto"}}' WHERE slug = 'dragon-realm'`);
    await seedDemo(t.db);
    const es = (await game('dragon-realm', 'es')).json();
    expect(es).toMatchObject({ description: 'Mi texto', hashtag: ['Fantasía', 'RPG'] });
    expect(es.chains.map((chain: { id: string }) => chain.id)).toEqual(['ethereum', 'polygon']);
    expect((await game('dragon-realm')).json().description).toMatch(/^Hatch, raise and breed dragons/);
  });

  it('seeds idempotently', async () => {
    await seedDemo(t.db);
    await seedDemo(t.db);
    const counted = await t.db.execute<{ n: string }>(
      sql`SELECT count(*) AS n FROM game_entries WHERE list = 'popular'`,
    );
    expect(Number(counted.rows[0]?.n)).toBe(12);
    expect((await games()).popular).toHaveLength(12);
  });
});
