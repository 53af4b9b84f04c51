import { rankingsBases, rankingsSorts, rankingsWindows, type RankingsResponse } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { chainOf, newWallet, type ChainStore, type TestChain } from '../../../test/test-chain';
import { priceSourceOf } from '../prices';
import { pricedTokensOf, recordHourPrices } from './hour-prices';
import { indexRankings } from './indexer';
import { readRankings, readRankingsApp, type RankingsRequest } from './ranking-list';
import { rankedChains } from './watched-chains';
import { readKeptRankings, readKeptRankingsApp } from './window-figures-read';
import type { ListedContract } from '../../../test/catalogue-apps';
import { addedByEditor, listCountedApp } from '../../../test/editor-added';

const withoutTime = <T extends { measured_at: string }>(answer: T | undefined) =>
  answer && { ...answer, measured_at: 'any' };

describe('the figures kept per window', () => {
  let store: ChainStore;
  let l1: TestChain;
  let l2: TestChain;
  const addresses: Record<string, `0x${string}`> = {};

  async function catchUp() {
    for (const chain of rankedChains(store.config.chains!))
      for (let round = 0; round < 3; round += 1) await indexRankings(store.db, store.config.chains!, chain);
  }

  const listApp = (slug: string, category: string, contracts: ListedContract[]) =>
    listCountedApp(store, slug, contracts, { name: `App ${slug}`, category });

  const live = (request: RankingsRequest, now: Date) =>
    readRankings(store.db, pricedTokensOf(store.config.chains!), request, now);
  const kept = (request: Partial<RankingsRequest> = {}) =>
    readKeptRankings(store.db, { window: '24h', chain: 'all', sort: 'uaw', page: 1, ...request }, new Date());
  const keptRow = async (slug: string) => (await kept())?.rows.find((row) => row.app.slug === slug);
  const measuredAt = async (slug: string) => {
    const { rows } = await store.db.execute<{ at: string }>(sql`
      SELECT max(measured_at)::text AS at FROM rankings_window_figures WHERE app_slug = ${slug}`);
    return rows[0]!.at;
  };

  beforeAll(async () => {
    store = await createChainTestApp({ CATALOGUE_CACHE_MS: '0' });
    l1 = chainOf(store, 'l1');
    l2 = chainOf(store, 'l2');
    for (const name of ['swap', 'game', 'bridge', 'bridgeL2'])
      addresses[name] = (await newWallet(l1)).address;
    await listApp('wf-swap', 'defi', [{ chain: 'ethereum', address: addresses.swap! }]);
    await listApp('wf-game', 'game', [{ chain: 'ethereum', address: addresses.game! }]);
    await listApp('wf-bridge', 'defi', [
      { chain: 'ethereum', address: addresses.bridge! },
      { chain: 'immutable-zkevm', address: addresses.bridgeL2! },
    ]);
    const [a, b] = [await newWallet(l1, l2), await newWallet(l1)];
    await l1.send(a, addresses.swap!, parseEther('1'));
    await l1.send(b, addresses.swap!, 0n);
    await l1.send(a, addresses.game!, 0n);
    await l1.send(a, addresses.bridge!, parseEther('2'));
    await l2.send(a, addresses.bridgeL2!, parseEther('1'));
    await catchUp();
  });
  afterAll(() => store?.close());

  it('equal the figures measured on the spot, for every window, chain and sort, and per app', async () => {
    const now = new Date();
    for (const window of rankingsWindows)
      for (const chain of ['all' as const, l1.chainId, l2.chainId])
        for (const sort of rankingsSorts)
          for (const figures of rankingsBases) {
            const request: RankingsRequest = { window, chain, sort, figures, page: 1 };
            const fromKept = await readKeptRankings(store.db, request, now);
            expect(fromKept, `${window} ${chain} ${sort}`).toBeDefined();
            expect(withoutTime(fromKept), `${window} ${chain} ${sort}`).toEqual(
              withoutTime(await live(request, now)),
            );
          }
    for (const slug of ['wf-swap', 'wf-bridge']) {
      const fromKept = await readKeptRankingsApp(store.db, slug, now);
      expect(fromKept).toBeDefined();
      const measured = await readRankingsApp(store.db, pricedTokensOf(store.config.chains!), slug, now);
      expect(withoutTime(fromKept)).toEqual(withoutTime(measured));
    }
    expect(await keptRow('wf-swap')).toMatchObject({ uaw: { value: 2 }, transactions: { value: 2 } });
    expect(await readKeptRankingsApp(store.db, 'no-such-app', now)).toBeUndefined();
  });

  it('are measured again in the round that changes an app, and only for the apps it changed', async () => {
    const before = { game: await measuredAt('wf-game'), swap: await measuredAt('wf-swap') };
    const c = await newWallet(l1);
    await l1.send(c, addresses.swap!, 0n);
    // Not counted before the indexer's round has read it, then counted as soon as it has.
    expect(await keptRow('wf-swap')).toMatchObject({ transactions: { value: 2 } });
    await catchUp();
    expect(await keptRow('wf-swap')).toMatchObject({ uaw: { value: 3 }, transactions: { value: 3 } });
    expect(await measuredAt('wf-swap')).not.toBe(before.swap);
    expect(await measuredAt('wf-game')).toBe(before.game);
    const overHttp = await store.app.inject({ method: 'GET', url: '/v1/rankings?sort=transactions' });
    const answer = overHttp.json<RankingsResponse>();
    expect(answer.rows.find((found) => found.app.slug === 'wf-swap')).toMatchObject({
      transactions: { value: 3 },
    });
    // As fresh as the round that last read new blocks, for every app alike, changed by it or not.
    const { rows } = await store.db.execute<{ at: string }>(
      sql`SELECT min(updated_at) AS at FROM rankings_chains`,
    );
    expect(answer.measured_at).toBe(new Date(rows[0]!.at).toISOString());
    expect((await readKeptRankingsApp(store.db, 'wf-game', new Date()))!.measured_at).toBe(
      answer.measured_at,
    );
    // A round that finds no new block still brings the freshness forward: nothing changed up to now.
    await catchUp();
    expect(Date.parse((await kept())!.measured_at)).toBeGreaterThan(Date.parse(answer.measured_at));
  });

  it('do not answer while a price, a moved hour or a mark says they are stale, until a round measures again', async () => {
    const nextHour = new Date((Math.floor(Date.now() / 3_600_000) + 1) * 3_600_000);
    await recordHourPrices(store.db, priceSourceOf(undefined, store.db), nextHour);
    expect(await kept()).toBeUndefined();
    expect(await readKeptRankingsApp(store.db, 'wf-swap', new Date())).toBeUndefined();
    await catchUp();
    expect(await kept()).toBeDefined();

    await store.db.execute(
      sql`UPDATE rankings_window_figures SET window_end = window_end - interval '2 hours'`,
    );
    expect(await kept({ window: '30d' })).toBeUndefined();
    await catchUp();
    expect(await kept({ window: '30d' })).toBeDefined();
    const { rows } = await store.db.execute<{ ends: string }>(
      sql`SELECT count(DISTINCT window_end) AS ends FROM rankings_window_figures`,
    );
    expect(Number(rows[0]!.ends)).toBe(1);
  });

  it('rank a game of the games page like an app, and an app listed as both once, with the contracts of both', async () => {
    const [arena, twinGame, twinApp] = [await newWallet(l1), await newWallet(l1), await newWallet(l2)];
    const listGame = async (slug: string, address: string) => {
      await store.db.execute(sql`
        INSERT INTO games (slug, name, href, image, contracts)
        VALUES (${slug}, ${`Game ${slug}`}, 'https://game.example', '/media/x.png',
                ${JSON.stringify([{ chain: 'ethereum', address }])}::jsonb)`);
      await addedByEditor(store.db, store.config.chains!, slug, [{ chain: 'ethereum', address }]);
    };
    await listGame('wf-arena', arena.address);
    await listGame('wf-twin', twinGame.address);
    await listApp('wf-twin', 'defi', [{ chain: 'immutable-zkevm', address: twinApp.address }]);
    const player = await newWallet(l1, l2);
    await l1.send(player, arena.address, 0n);
    await l1.send(player, twinGame.address, 0n);
    await l2.send(player, twinApp.address, 0n);
    await catchUp();

    const games = (await kept({ category: 'game', sort: 'transactions' }))!;
    const arenaRow = games.rows.find((row) => row.app.slug === 'wf-arena');
    expect(arenaRow).toMatchObject({
      app: { name: 'Game wf-arena', category: 'game' },
      transactions: { value: 1 },
    });
    const twin = games.rows.filter((row) => row.app.slug === 'wf-twin');
    expect(twin).toHaveLength(1);
    expect(twin[0]).toMatchObject({
      app: { name: 'Game wf-twin', chains: [l1.chainId, l2.chainId] },
      uaw: { value: 1 },
      transactions: { value: 2 },
    });
    const page = await store.app.inject({ method: 'GET', url: '/v1/rankings/wf-arena' });
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ app: { slug: 'wf-arena', category: 'game' } });
  });

  it('leave a hidden app out at once: hiding needs no new measure', async () => {
    await store.db.execute(sql`UPDATE catalogue_apps SET hidden = true WHERE slug = 'wf-game'`);
    const answer = (await kept({ category: 'game' }))!;
    expect(answer.rows.map((row) => row.app.slug)).not.toContain('wf-game');
    await store.db.execute(sql`UPDATE catalogue_apps SET hidden = false WHERE slug = 'wf-game'`);
    expect((await kept({ category: 'game' }))!.rows.map((row) => row.app.slug)).toContain('wf-game');
  });
});
