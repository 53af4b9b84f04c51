import type { RankingsResponse } from '@dappx/shared';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { chainOf, newWallet, type ChainStore, type TestChain } from '../../../test/test-chain';
import { priceSourceOf, setMarketPrice } from '../prices';
import { pricedTokensOf, recordHourPrices } from './hour-prices';
import { indexRankings } from './indexer';
import { readRankings, readRankingsApp, type RankingsRequest } from './ranking-list';
import { rankedChains } from './watched-chains';
import type { ListedContract } from '../../../test/catalogue-apps';
import { listCountedApp } from '../../../test/editor-added';

const hourMs = 3_600_000;

describe('GET /v1/rankings', () => {
  let store: ChainStore;
  let l1: TestChain;
  let l2: TestChain;

  /** Rounds on every chain until each has read up to its head. */
  async function catchUp() {
    for (const chain of rankedChains(store.config.chains!))
      for (let round = 0; round < 5; round += 1) await indexRankings(store.db, store.config.chains!, chain);
  }

  const listApp = (slug: string, category: string, contracts: ListedContract[]) =>
    listCountedApp(store, slug, contracts, { name: `App ${slug}`, category });

  /** The price source's ACE price from `at` on, as the indexer records it each hour. */
  async function priceAce(usd: string, at: Date) {
    await setMarketPrice(store.db, 'test', 'ACE', usd);
    await recordHourPrices(store.db, priceSourceOf(undefined, store.db), at);
  }

  const get = (query: string, language = 'en') =>
    store.app.inject({
      method: 'GET',
      url: `/v1/rankings${query}`,
      headers: { 'accept-language': language },
    });

  const ranking = (request: Partial<RankingsRequest>, now: Date) =>
    readRankings(
      store.db,
      pricedTokensOf(store.config.chains!),
      { window: '24h', chain: 'all', sort: 'uaw', page: 1, ...request },
      now,
    );

  const rowOf = (answer: RankingsResponse, slug: string) => answer.rows.find((row) => row.app.slug === slug)!;
  /** The rows of this test's apps, in their order (the demo catalogue's apps may be listed too). */
  const ours = (answer: RankingsResponse) => answer.rows.filter((row) => row.app.slug.startsWith('rk-'));

  beforeAll(async () => {
    store = await createChainTestApp({ CATALOGUE_CACHE_MS: '0' });
    l1 = chainOf(store, 'l1');
    l2 = chainOf(store, 'l2');
  });
  afterAll(() => store?.close());

  it('refuses a bad window, chain, category, sort or page with 400 and a clear text, in the caller’s language', async () => {
    for (const query of [
      '?window=1y',
      '?chain=ethereum',
      '?category=casino',
      '?sort=name',
      '?sort=balance&page=x',
      '?page=0',
      '?x=1',
    ]) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toMatch(/\w/);
    }
    const spanish = await get('?window=1y', 'es');
    expect(spanish.statusCode).toBe(400);
    expect(spanish.json().message).not.toBe((await get('?window=1y')).json().message);
  });

  it('ranks by wallets, transactions and USD volume at each hour’s price, with the change and a sparkline', async () => {
    const [w1, w2, w3] = [await newWallet(l1, l2), await newWallet(l1), await newWallet(l1)];
    const [pool, game, other] = [await newWallet(l1), await newWallet(l1), await newWallet(l2)];
    const ace = store.config.chains!.contracts.ace;
    await l1.mint(ace, w1.address, parseEther('100'));
    const unpriced = await l1.deployToken(w1.address, parseEther('100'));
    await listApp('rk-pool', 'defi', [{ chain: 'ethereum', address: pool.address }]);
    await listApp('rk-game', 'game', [{ chain: 'ethereum', address: game.address }]);
    await listApp('rk-l2', 'defi', [{ chain: 'immutable-zkevm', address: other.address }]);

    // Two future hours a day apart: the first is in the window before the second's 24 hours.
    const first = (Math.floor(Date.now() / hourMs) + 2) * hourMs;
    const second = first + 25 * hourMs;
    await priceAce('2', new Date(first));
    await l1.setTime(first / 1000 + 60);
    await l1.send(w1, pool.address, parseEther('1')); // 1 ACE, the L1's coin, at $2
    await l1.send(w2, game.address, 0n);
    await l1.send(w3, game.address, 0n);
    await priceAce('4', new Date(second));
    await l1.setTime(second / 1000 + 60);
    await l1.transfer(w1, ace, pool.address, parseEther('2')); // 2 ACE at $4
    await l1.transfer(w1, unpriced, pool.address, parseEther('50')); // no price: adds 0
    await l1.send(w2, pool.address, parseEther('0.5')); // at $4
    await l1.send(w3, pool.address, 0n);
    await l1.send(w2, game.address, 0n);
    await l2.setTime(second / 1000 + 120);
    await l2.send(w1, other.address, parseEther('1')); // 1 ETH, the L2's coin, at the seed's $3,150
    await catchUp();

    const now = new Date(second + 30 * 60_000);
    const byUaw = await ranking({}, now);
    expect(ours(byUaw).map((row) => row.app.slug)).toEqual(['rk-pool', 'rk-game', 'rk-l2']);
    const pool24 = rowOf(byUaw, 'rk-pool');
    expect(pool24).toMatchObject({
      app: { name: 'App rk-pool', category: 'defi', chains: [l1.chainId] },
      // A token transfer is no transaction to the app: w2 and w3 sent to it now, w1 the day before.
      uaw: { value: 2, change: 100 },
      transactions: { value: 2, change: 100 },
      // 2 ACE sent in and 0.5 ACE of the coin at $4 now; 1 ACE at $2 the day before.
      volume_usd: { value: '10.00', change: 400 },
    });
    expect(rowOf(byUaw, 'rk-game')).toMatchObject({
      uaw: { value: 1, change: -50 },
      transactions: { value: 1, change: -50 },
    });
    expect(rowOf(byUaw, 'rk-l2')).toMatchObject({ volume_usd: { value: '3150.00', change: null } });
    expect(byUaw.rows.map((row) => row.rank)).toEqual(byUaw.rows.map((_row, i) => i + 1));

    // The sparkline has a point per hour and adds up to the window's figures.
    expect(pool24.series).toHaveLength(24);
    expect(pool24.series.reduce((sum, point) => sum + point.transactions, 0)).toBe(2);
    expect(pool24.series.at(-1)).toMatchObject({
      at: new Date(second).toISOString(),
      uaw: 2,
      volume_usd: '10.00',
    });

    const week = await ranking({ window: '7d', sort: 'volume' }, now);
    expect(ours(week).map((row) => row.app.slug)).toEqual(['rk-l2', 'rk-pool', 'rk-game']);
    expect(rowOf(week, 'rk-pool')).toMatchObject({
      uaw: { value: 3 },
      volume_usd: { value: '12.00', change: null },
    });
    expect(rowOf(week, 'rk-game')).toMatchObject({ uaw: { value: 2 }, transactions: { value: 3 } }); // distinct wallets
    expect(week.rows[0]!.series).toHaveLength(7);

    // By what the contracts hold: each was funded with 100 of its chain's coin; the L2's ETH is dearer,
    // and the pool kept what it was sent besides.
    const byBalance = await ranking({ sort: 'balance' }, now);
    expect(ours(byBalance).map((row) => row.app.slug)).toEqual(['rk-l2', 'rk-pool', 'rk-game']);
    expect(Number(rowOf(byBalance, 'rk-pool').balance_usd.value)).toBeGreaterThan(
      Number(rowOf(byBalance, 'rk-game').balance_usd.value) + 10,
    );

    const games = await ranking({ category: 'game', sort: 'transactions' }, now);
    expect(ours(games).map((row) => row.app.slug)).toEqual(['rk-game']);
    expect(games.rows.every((row) => row.app.category === 'game')).toBe(true);
    const onL2 = await ranking({ chain: l2.chainId }, now);
    expect(ours(onL2).map((row) => row.app.slug)).toEqual(['rk-l2']);
    expect(onL2.rows.every((row) => row.app.chains.includes(l2.chainId))).toBe(true);
    expect(onL2.indexed.map((chain) => chain.chain_id)).toContain(l2.chainId);

    // Its own page: the same figures per window, on each of its chains, with its contracts.
    const own = (await readRankingsApp(store.db, pricedTokensOf(store.config.chains!), 'rk-pool', now))!;
    const ownDay = own.windows.find((window) => window.window === '24h')!;
    expect(ownDay.all).toMatchObject({
      uaw: pool24.uaw,
      transactions: pool24.transactions,
      volume_usd: pool24.volume_usd,
    });
    expect(ownDay.chains).toEqual([{ chain_id: l1.chainId, figures: ownDay.all }]);
    expect(own.windows.map((window) => window.window)).toEqual(['24h', '7d', '30d']);
    expect(own.contracts).toEqual([
      {
        chain_id: l1.chainId,
        address: pool.address.toLowerCase(),
        indexed_block: expect.stringMatching(/^[1-9]\d*$/),
        // Its team has not proven it: it counts because an editor added it, and says so.
        proof: null,
        added_by_editor: { added_at: expect.any(String), reason: 'counted in this test' },
        counted: true,
      },
    ]);
  });

  it('answers the same over HTTP, saying when it measured and how far each chain is read', async () => {
    const response = await get('?window=30d&sort=transactions&category=defi');
    expect(response.statusCode).toBe(200);
    const answer = response.json<RankingsResponse>();
    expect(answer).toMatchObject({
      window: '30d',
      chain: 'all',
      category: 'defi',
      sort: 'transactions',
      page: 1,
    });
    expect(answer.rows.map((row) => row.app.slug)).toEqual(expect.arrayContaining(['rk-pool', 'rk-l2']));
    expect(answer.rows.every((row) => row.series.length === 30)).toBe(true);
    expect(Date.now() - Date.parse(answer.measured_at)).toBeLessThan(60_000);
    for (const chain of answer.indexed) expect(BigInt(chain.block)).toBeGreaterThan(0n);
    // A page past the last has no rows, and still says how many there are.
    const past = (await get('?window=30d&sort=transactions&category=defi&page=999')).json<RankingsResponse>();
    expect(past).toMatchObject({ page: 999, rows: [], total: answer.total });

    const own = await get('/rk-pool');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ app: { slug: 'rk-pool' }, contracts: [{ chain_id: l1.chainId }] });
    const unknown = await get('/no-such-app', 'es');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Esta aplicación no está en la clasificación.');
  });
});
