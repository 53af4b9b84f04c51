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
    expect(Object.keys(body)).toEqual([
      'slides',
      'recommended',
      'specialOffersHidden',
      'recommendedSecond',
      'popular',
      'specialOffers',
      'recommendedFinal',
    ]);
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
    for (const slide of slides) {
      expect(slide.link).toMatch(/^https:\/\//);
      expect(slide.bg_image).toMatch(/^\/media\//);
      expect(slide.link_color).toMatch(/^#/);
    }
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
