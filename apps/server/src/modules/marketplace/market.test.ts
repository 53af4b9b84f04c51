import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { demoCollectionId, demoCollectionSeeds } from './demo-collections';
import { attachCollectionContracts } from './service';

type Item = {
  name: string;
  price: string;
  status: number;
  collection_id: string;
  collection_name: string;
  owner_address: string | null;
  owner_username: string | null;
};
const orbsId = demoCollectionSeeds[1]!.id;

describe('the NFT market page: one call', () => {
  let store: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    store = await createTestApp();
    // Deployed (as demo chains do at start): the market sells deployed collections.
    await attachCollectionContracts(
      store.db,
      13473,
      demoCollectionSeeds.map((seed, i) => ({
        id: seed.id,
        address: `0x${String(i + 1).repeat(40)}` as const,
      })),
    );
  });
  afterAll(() => store?.close());

  const market = async (query = '') => {
    const answer = await store.app.inject({ method: 'GET', url: `/v1/marketplace/market${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as { items: Item[]; total: number; collections: { name: string; count: number }[] };
  };
  const soldTo = (asset: string, address: string) =>
    store.db.execute(
      sql`UPDATE nft_tokens SET status = 2, owner_address = ${address} WHERE asset_id = ${asset}`,
    );

  it('answers a page of items with all a card shows, the total and the collections', async () => {
    const page = await market('?limit=10');
    expect(page.items).toHaveLength(10);
    expect(page.total).toBe(52);
    expect(page.collections).toEqual([
      expect.objectContaining({ name: 'Acent Orbs', count: 12 }),
      expect.objectContaining({ name: 'Zephyr Sprites', count: 40 }),
    ]);
    expect(page.items[0]).toMatchObject({
      name: 'Zephyr Calm #1',
      collection_name: 'Zephyr Sprites',
      token_id: '1',
      asset_id: 'ZEP-001',
      image_url: expect.stringMatching(/\.svg$/),
      properties: expect.objectContaining({ Rarity: expect.any(String) }),
      // 0.05 in wei: the coin's base units.
      price: '50000000000000000',
      status: 0,
    });
    const next = await market('?limit=10&offset=50');
    expect(next.items).toHaveLength(2);
    expect(next.total).toBe(52);
    expect((await market('?offset=100')).total).toBe(52);
  });

  it('filters by collection, status and search, and sorts by price, in SQL', async () => {
    const orbs = await market(`?collection=${orbsId}&sort=price-desc&limit=60`);
    expect(orbs.total).toBe(12);
    expect(orbs.items.every((item) => item.collection_id === orbsId)).toBe(true);
    const prices = orbs.items.map((item) => BigInt(item.price));
    expect(prices).toEqual([...prices].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));

    const fire = await market('?search=orb%20of%20FIRE');
    expect(fire.items.map((item) => item.name)).toEqual([
      'Acent Orb of Fire #3', // 0.3
      'Acent Orb of Fire #11', // 0.3, by token id
      'Acent Orb of Fire #7', // 0.7
    ]);
    // A collection's name finds each of its items, whatever they are called.
    const sprites = await market('?search=zephyr%20SPRITES&limit=60');
    expect(sprites.total).toBe(40);
    expect(sprites.items.every((item) => item.collection_name === 'Zephyr Sprites')).toBe(true);
    // LIKE's wildcards are searched as themselves.
    expect((await market('?search=%25')).total).toBe(0);

    await soldTo('ZEP-040', '0x000000000000000000000000000000000000dEaD');
    const sold = await market('?status=sold');
    expect(sold.items.map((item) => item.name)).toContain('Zephyr Dusk #40');
    expect(sold.items.every((item) => item.status !== 0)).toBe(true);
    const available = await market('?status=available&limit=60');
    expect(available.total).toBe(52 - sold.total);
  });

  it('names an owner by username, and gives null where there is none, never "Unnamed"', async () => {
    const named = await signUp(store.app);
    await store.db.execute(
      sql`UPDATE users SET username = 'orb keeper' WHERE public_address = ${named.address}`,
    );
    const placeholder = await signUp(store.app);
    await store.db.execute(
      sql`UPDATE users SET username = 'Unnamed' WHERE public_address = ${placeholder.address}`,
    );
    await soldTo('ORB-001', named.address);
    await soldTo('ORB-002', placeholder.address);
    const { items } = await market(`?collection=${orbsId}&limit=60&sort=price-asc`);
    const byName = (name: string) => items.find((item) => item.name === name)!;
    expect(byName('Acent Orb of Air #1')).toMatchObject({
      owner_address: named.address,
      owner_username: 'orb keeper',
    });
    expect(byName('Acent Orb of Water #2')).toMatchObject({
      owner_address: placeholder.address,
      owner_username: null,
    });
    // Unsold, without chains: no store wallet to name.
    expect(byName('Acent Orb of Fire #3')).toMatchObject({ owner_address: null, owner_username: null });

    const mine = await store.app.inject({
      method: 'GET',
      url: '/v1/marketplace/my-nfts',
      headers: { 'session-id': named.session },
    });
    expect(mine.json().items.map((item: Item) => item.name)).toEqual(['Acent Orb of Air #1']);
    const stranger = await store.app.inject({ method: 'GET', url: '/v1/marketplace/my-nfts' });
    expect(stranger.statusCode).toBe(401);
  });

  it('refuses bad input with a clear 400 and a capped page', async () => {
    for (const query of [
      '?limit=61',
      '?limit=0',
      '?offset=-1',
      '?sort=cheapest',
      '?status=gone',
      '?collection=x',
      '?colour=red',
    ]) {
      const answer = await store.app.inject({ method: 'GET', url: `/v1/marketplace/market${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'invalid-request', message: expect.any(String) });
    }
    const limit = await store.app.inject({ method: 'GET', url: '/v1/marketplace/market?limit=61' });
    expect(limit.json().message).toMatch(/limit/);
  });

  it('serves one item for its own page, and 400 for one it does not sell', async () => {
    const item = await store.app.inject({
      method: 'GET',
      url: `/v1/marketplace/market/${demoCollectionId}/3`,
    });
    expect(item.json().item).toMatchObject({ name: 'Zephyr Dawn #3', asset_id: 'ZEP-003' });
    const missing = await store.app.inject({
      method: 'GET',
      url: `/v1/marketplace/market/${demoCollectionId}/999`,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('invalid-request');
  });

  it('gives the collection page its banner, floor price and owners in the same call', async () => {
    await soldTo('ORB-004', '0x000000000000000000000000000000000000bEEF');
    await soldTo('ORB-005', '0x000000000000000000000000000000000000BeeF');
    const answer = await store.app.inject({
      method: 'GET',
      url: `/v1/marketplace/collections/${orbsId}/tokens`,
    });
    const { data } = answer.json();
    const available = data.tokens.filter((token: { status: number }) => token.status === 0);
    const floor = available
      .map((token: { price: string }) => Number(token.price))
      .sort((a: number, b: number) => a - b)[0];
    expect(data.collection).toMatchObject({
      name: 'Acent Orbs',
      image_url: expect.stringMatching(/\/1\.svg$/),
      floor_price: String(floor),
      owners_count: 3,
    });
    expect(data.tokens.find((token: { token_id: string }) => token.token_id === '1')).toMatchObject({
      owner_username: 'orb keeper',
    });
  });
});
