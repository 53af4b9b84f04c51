import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import type { ChainStore } from '../../../test/test-chain';
import { attachDemoContracts } from '../catalogue';
import { proveDemoContracts } from '../contract-proofs';
import { indexRankings } from './indexer';
import { rankedChains } from './watched-chains';

/** The demo's history as the store starts with it: its wallet farm and wash pair must be caught. */
describe('cleaning the demo history', () => {
  let store: ChainStore;

  /** Rounds on every chain until none has a block or a wallet's first funder left to read. */
  async function catchUp() {
    for (let round = 0; round < 40; round += 1) {
      for (const chain of rankedChains(store.config.chains!))
        await indexRankings(store.db, store.config.chains!, chain);
      const { rows } = await store.db.execute<{ waiting: number }>(sql`
        SELECT count(*)::int AS waiting FROM rankings_transactions t WHERE not_counted IS NULL
          AND NOT EXISTS (SELECT 1 FROM rankings_funders f WHERE f.chain_id = t.chain_id AND f.wallet = t.from_address)`);
      if (rows[0]!.waiting === 0 && round > 2) return;
    }
    throw new Error('the indexer did not catch up');
  }

  beforeAll(async () => {
    store = await createChainTestApp({ CATALOGUE_CACHE_MS: '0' }, { history: { days: 3 } });
    const { l1, l2 } = store.chains;
    const apps = await attachDemoContracts(
      store.db,
      { l1, l2 },
      { dapps: store.chains.dapps, collections: [] },
    );
    // As the store's start does: the demo's studio proves what it deployed, so it counts.
    await proveDemoContracts(store.db, store.config.chains!, store.chains.keys.owner, apps);
    await catchUp();
  }, 600_000);
  afterAll(() => store?.close());

  /** Each sender with flagged rows, and why, per app. */
  async function flaggedWallets() {
    const { rows } = await store.db.execute<{ wallet: string; reasons: string[] }>(sql`
      SELECT from_address AS wallet, array_agg(DISTINCT cleaned) AS reasons FROM rankings_transactions
      WHERE cleaned IS NOT NULL GROUP BY 1`);
    return new Map(rows.map((row) => [row.wallet, row.reasons]));
  }

  it('flags the farm’s wallets and the pair’s trades, and no ordinary user', async () => {
    const { walletFarm, washPair } = store.chains.history!;
    const farm = walletFarm.wallets.map((wallet) => wallet.toLowerCase());
    const pair = washPair.wallets.map((wallet) => wallet.toLowerCase());
    const flagged = await flaggedWallets();
    expect(farm).toHaveLength(40);
    for (const wallet of farm) expect(flagged.get(wallet), wallet).toEqual(['farm']);
    for (const wallet of pair) expect(flagged.get(wallet), wallet).toEqual(['wash']);
    const others = [...flagged.keys()].filter((wallet) => !farm.includes(wallet) && !pair.includes(wallet));
    expect(others).toEqual([]);
    const { rows } = await store.db.execute<{ senders: number }>(sql`
      SELECT count(DISTINCT from_address)::int AS senders FROM rankings_transactions WHERE not_counted IS NULL`);
    // Ordinary users were there to be flagged: far more senders than the farm and the pair.
    expect(rows[0]!.senders).toBeGreaterThan(farm.length + pair.length + 20);
  });

  it('counts the pair’s trades in the raw volume and leaves them out of the clean one', async () => {
    const { washPair } = store.chains.history!;
    const { rows } = await store.db.execute<{ washed: number; raw: string; clean: string }>(sql`
      SELECT (SELECT count(*)::int FROM rankings_transactions WHERE cleaned = 'wash') AS washed,
        (SELECT sum(amount)::text FROM rankings_hourly_volume) AS raw,
        (SELECT sum(clean_amount)::text FROM rankings_hourly_volume) AS clean`);
    expect(rows[0]!.washed).toBe(washPair.trades);
    expect(BigInt(rows[0]!.raw) > BigInt(rows[0]!.clean)).toBe(true);
  });
});
