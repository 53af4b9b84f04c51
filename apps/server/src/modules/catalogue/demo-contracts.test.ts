import { demoDappPlans } from '@dappx/contracts/demo-history';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../db/client';
import { createTestDatabase } from '../../../test/test-app';
import { attachDemoContracts, demoCollectionsApp, demoDappApps } from './demo-contracts';
import { seedCatalogue } from './seed';

const chains = { l1: { chainId: 8888 }, l2: { chainId: 13473 } };
const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;

describe("the demo dapps' listing", () => {
  let database: Database;
  /** Catalogue apps and games alike, as the rankings read them. */
  const appsOf = async (slugs: string[]) => {
    const { rows } = await database.db.execute<{
      slug: string;
      category: string;
      contracts: { chain: string; address: string }[];
    }>(
      sql`SELECT slug, category, contracts FROM rankings_apps WHERE slug = ANY(${sql.param(slugs)}::text[])`,
    );
    return Object.fromEntries(rows.map((app) => [app.slug, app]));
  };
  beforeAll(async () => {
    database = connectDatabase(await createTestDatabase(), { max: 2 });
    await database.db.transaction((tx) => seedCatalogue(tx));
  });
  afterAll(() => database?.close());

  it('names a seeded app or game of a fitting category for every demo dapp, eight apps at least', async () => {
    const apps = await appsOf([...Object.values(demoDappApps), demoCollectionsApp]);
    for (const plan of demoDappPlans) {
      const app = apps[demoDappApps[plan.id]!];
      expect(app?.category, plan.id).toBe(plan.kind === 'game' ? 'game' : 'defi');
    }
    expect(apps[demoCollectionsApp]?.category).toBe('nft');
    expect(new Set(demoDappPlans.map((plan) => demoDappApps[plan.id])).size).toBeGreaterThanOrEqual(8);
  });

  it("sets the apps' contracts to this start's, naming each chain as the rankings read it", async () => {
    const dapps = demoDappPlans.map((plan, i) => ({
      id: plan.id,
      chainId: { l1: 8888, l2: 13473, l1b: 42 }[plan.network],
      address: address(i + 1),
    }));
    const collections = [1, 2].map((n) => ({ chainId: 13473, address: address(100 + n) }));
    await attachDemoContracts(database.db, chains, { dapps, collections });
    const apps = await appsOf(['uniswap', 'axie-infinity', demoCollectionsApp, 'yearn-finance']);
    const position = (id: string) => demoDappPlans.findIndex((plan) => plan.id === id) + 1;
    expect(apps.uniswap!.contracts).toEqual([
      { chain: 'ethereum', address: address(position('acent-swap')) },
      { chain: '42', address: address(position('testnet-swap')) },
    ]);
    // A game of the games page lists its contracts as an app does: its page shows its figures.
    expect((await appsOf(['game-arena']))['game-arena']!.contracts).toEqual([
      { chain: 'immutable-zkevm', address: address(position('imx-game')) },
    ]);
    expect(apps['yearn-finance']!.contracts).toEqual([
      { chain: '42', address: address(position('testnet-stake')) },
    ]);
    expect(apps[demoCollectionsApp]!.contracts).toEqual(
      collections.map((collection) => ({ chain: 'immutable-zkevm', address: collection.address })),
    );

    // The next start, without a history: the dapps' apps lose their old contracts, the collections move.
    await attachDemoContracts(database.db, chains, { dapps: [], collections: [collections[1]!] });
    const after = await appsOf(['uniswap', demoCollectionsApp, 'maker']);
    expect(after.uniswap!.contracts).toEqual([]);
    expect(after[demoCollectionsApp]!.contracts).toEqual([
      { chain: 'immutable-zkevm', address: address(102) },
    ]);
    expect(after.maker!.contracts).toEqual([]);
  });
});
