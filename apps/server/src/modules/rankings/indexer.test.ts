import { sql } from 'drizzle-orm';
import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { chainOf, newWallet, type ChainStore, type TestChain } from '../../../test/test-chain';
import { startDemoChains } from '@dappx/contracts/demo-chains';
import { generateDemoKeys } from '@dappx/contracts/demo-keys';
import type { DbExecutor } from '../../db/client';
import { chainClient } from '../../lib/chain-clients';
import { appFigures } from './figures';
import { indexRankings, maxBlocksPerRound, type RoundHooks } from './indexer';
import { rankedChains, type RankedChain } from './watched-chains';
import type { ListedContract } from '../../../test/catalogue-apps';
import { listCountedApp } from '../../../test/editor-added';

const hour = 3600;
const day = { from: new Date(0), to: new Date(Date.UTC(2200, 0)) };

describe('the rankings indexer', () => {
  let store: ChainStore;
  let l1: TestChain;
  let l2: TestChain;
  let indexed: RankedChain[];

  /** Rounds on every chain until each has read up to its head. */
  async function catchUp(hooks: RoundHooks = {}) {
    for (const chain of indexed) {
      for (let round = 0; round < 20; round += 1) {
        await indexRankings(store.db, store.config.chains!, chain, hooks);
        const head = await chain.client.getBlockNumber({ cacheTime: 0 });
        const { rows } = await store.db.execute<{ behind: boolean }>(sql`
          SELECT EXISTS (SELECT 1 FROM rankings_chains WHERE chain_id = ${chain.chainId} AND next_block <= ${head})
              OR EXISTS (SELECT 1 FROM rankings_contracts WHERE chain_id = ${chain.chainId} AND next_block <= ${head})
              AS behind`);
        if (!rows[0]?.behind) break;
      }
    }
  }

  const listApp = (slug: string, contracts: ListedContract[]) => listCountedApp(store, slug, contracts);

  const figures = (appSlug: string, chainId?: number, window = day) =>
    appFigures(store.db, { appSlug, chainId, ...window });

  /** The app's rows as the trace will list them. */
  async function rowsOf(appSlug: string) {
    const { rows } = await store.db.execute<{
      tx_hash: string;
      not_counted: string | null;
      chain_id: number;
    }>(
      sql`SELECT tx_hash, not_counted, chain_id FROM rankings_transactions WHERE app_slug = ${appSlug}
          ORDER BY block_number`,
    );
    return rows;
  }

  /** The coin a contract held at each balance read, oldest first. */
  async function coinReadsOf(address: string, chainId = l1.chainId) {
    const { rows } = await store.db.execute<{ amount: string }>(sql`
      SELECT amount FROM rankings_balances
      WHERE chain_id = ${chainId} AND address = ${address.toLowerCase()} AND token = 'native'
      ORDER BY block_number`);
    return rows.map((row) => BigInt(row.amount));
  }

  beforeAll(async () => {
    store = await createChainTestApp();
    l1 = chainOf(store, 'l1');
    l2 = chainOf(store, 'l2');
    indexed = rankedChains(store.config.chains!);
  });
  afterAll(() => store?.close());

  it('counts by hand: reverted and internal calls kept but not counted, wallets distinct over hours and chains', async () => {
    const w1 = await newWallet(l1, l2);
    const w2 = await newWallet(l1, l2);
    // An app "contract" the test holds the key of, so it can call the app's other contract itself.
    const router = await newWallet(l1);
    const pool = await l1.deployToken();
    const token = await l1.deployToken(w1.address, parseEther('10'));
    const l2Contract = privateKeyToAccount(generatePrivateKey()).address;
    await listApp('rk-swap', [
      { chain: 'ethereum', address: router.address },
      { chain: 'ethereum', address: pool.toLowerCase() },
      { chain: 'immutable-zkevm', address: l2Contract },
      { chain: 'polygon', address: privateKeyToAccount(generatePrivateKey()).address },
    ]);

    const firstHour = (Math.floor(Date.now() / 1000 / hour) + 2) * hour;
    await l1.setTime(firstHour + 60);
    await l1.transfer(w1, pool, w2.address, 0n); // counted
    await l1.send(w1, router.address, parseEther('1')); // counted, 1 coin
    const reverted = await l1.transfer(w2, pool, w1.address, parseEther('5')); // w2 holds none: reverts
    expect(reverted.status).toBe('reverted');
    const internal = await l1.transfer(router, pool, w1.address, 0n); // router -> pool: internal
    await l1.transfer(w1, token, router.address, parseEther('5')); // 5 tokens into the router
    await l1.transfer(router, token, pool, parseEther('2')); // router -> pool: internal transfer
    await l1.setTime(firstHour + hour + 60);
    await l1.send(w1, router.address, parseEther('2')); // counted, second hour, same wallet
    await l2.send(w1, l2Contract, parseEther('3')); // counted on L2, same wallet
    await l2.send(w2, l2Contract, parseEther('4')); // counted on L2
    await catchUp();

    expect(await figures('rk-swap', l1.chainId)).toEqual({
      transactions: 3,
      uaw: 1,
      volume: { native: parseEther('3'), [token.toLowerCase()]: parseEther('5') },
    });
    const firstHourOnly = { from: new Date(firstHour * 1000), to: new Date((firstHour + hour) * 1000) };
    expect((await figures('rk-swap', l1.chainId, firstHourOnly)).transactions).toBe(2);
    expect(await figures('rk-swap', l2.chainId)).toEqual({
      transactions: 2,
      uaw: 2,
      volume: { native: parseEther('7') },
    });
    // w1 acted on both chains: the day's wallets over all chains are w1 and w2.
    expect(await figures('rk-swap')).toMatchObject({ transactions: 5, uaw: 2 });

    const rows = await rowsOf('rk-swap');
    expect(rows).toHaveLength(7);
    expect(rows.filter((row) => row.not_counted === null)).toHaveLength(5);
    expect(rows.find((row) => row.tx_hash === reverted.transactionHash.toLowerCase())?.not_counted).toBe(
      'reverted',
    );
    expect(rows.find((row) => row.tx_hash === internal.transactionHash.toLowerCase())?.not_counted).toBe(
      'internal',
    );
    const { rows: transfers } = await store.db.execute<{ not_counted: string | null }>(
      sql`SELECT not_counted FROM rankings_transfers WHERE app_slug = 'rk-swap' ORDER BY block_number`,
    );
    expect(transfers.map((row) => row.not_counted)).toEqual([null, 'internal']);
  });

  it('backfills a contract listed later from its first block, and forgets one removed', async () => {
    const wallet = await newWallet(l1);
    const first = privateKeyToAccount(generatePrivateKey()).address;
    const later = privateKeyToAccount(generatePrivateKey()).address;
    await listApp('rk-later', [{ chain: 'ethereum', address: first }]);
    await l1.send(wallet, first, 1n);
    await l1.send(wallet, later, 10n); // before `later` is listed
    await catchUp();
    expect(await figures('rk-later')).toMatchObject({ transactions: 1, volume: { native: 1n } });

    await listApp('rk-later', [
      { chain: 'ethereum', address: first },
      { chain: 'ethereum', address: later },
    ]);
    await catchUp();
    expect(await figures('rk-later')).toMatchObject({ transactions: 2, uaw: 1, volume: { native: 11n } });

    await listApp('rk-later', [{ chain: 'ethereum', address: later }]);
    await catchUp();
    expect(await figures('rk-later')).toMatchObject({ transactions: 1, volume: { native: 10n } });
    expect(await rowsOf('rk-later')).toHaveLength(1);
  });

  it('catches a long stretch of blocks up in bounded rounds, blocks mined in bulk included', async () => {
    const contract = privateKeyToAccount(generatePrivateKey()).address;
    const wallet = await newWallet(l1);
    await listApp('rk-long', [{ chain: 'ethereum', address: contract }]);
    await catchUp();
    const l1Chain = indexed.find((chain) => chain.chainId === l1.chainId)!;
    const cursor = async () =>
      BigInt(
        (
          await store.db.execute<{ next_block: string }>(
            sql`SELECT next_block FROM rankings_chains WHERE chain_id = ${l1.chainId}`,
          )
        ).rows[0]!.next_block,
      );
    const from = await cursor();
    await store.mine('l1', 600);
    const sent = await l1.send(wallet, contract, 9n);

    await indexRankings(store.db, store.config.chains!, l1Chain);
    expect(await cursor()).toBe(from + maxBlocksPerRound);
    expect((await figures('rk-long')).transactions).toBe(0);
    await indexRankings(store.db, store.config.chains!, l1Chain);
    expect(await cursor()).toBe(sent.blockNumber + 1n);
    expect(await figures('rk-long')).toEqual({ transactions: 1, uaw: 1, volume: { native: 9n } });
  });

  it('rolls a real reorg back: nothing of the dropped blocks stays, nothing counts twice', async () => {
    const contract = privateKeyToAccount(generatePrivateKey()).address;
    const dropped = await newWallet(l1);
    const kept = await newWallet(l1);
    await listApp('rk-reorg', [{ chain: 'ethereum', address: contract }]);
    await catchUp();
    const snapshot = await l1.rpc('evm_snapshot');
    const gone = [await l1.send(dropped, contract, 100n), await l1.send(dropped, contract, 200n)];
    await catchUp();
    expect(await figures('rk-reorg')).toMatchObject({ transactions: 2, uaw: 1 });

    await l1.rpc('evm_revert', [snapshot]);
    // Other blocks at those heights, none touching the app: its figures of the dropped ones must go.
    await l1.send(kept, privateKeyToAccount(generatePrivateKey()).address, 1n);
    await store.mine('l1', 3);
    await catchUp();
    expect(await figures('rk-reorg')).toEqual({ transactions: 0, uaw: 0, volume: {} });
    expect(await rowsOf('rk-reorg')).toEqual([]);
    // The balance read in the dropped blocks went with them.
    expect(await coinReadsOf(contract)).not.toContain(300n);

    await l1.send(kept, contract, 5n);
    await l1.send(kept, privateKeyToAccount(generatePrivateKey()).address, 1n);
    await l1.send(kept, contract, 7n);
    await catchUp();

    expect(await figures('rk-reorg')).toEqual({ transactions: 2, uaw: 1, volume: { native: 12n } });
    const hashes = (await rowsOf('rk-reorg')).map((row) => row.tx_hash);
    expect(hashes).toHaveLength(2);
    for (const receipt of gone) expect(hashes).not.toContain(receipt.transactionHash.toLowerCase());
    const { rows: wallets } = await store.db.execute<{ wallet: string }>(
      sql`SELECT wallet FROM rankings_hourly_wallets WHERE app_slug = 'rk-reorg'`,
    );
    expect(wallets.map((row) => row.wallet)).toEqual([kept.address.toLowerCase()]);
    expect((await coinReadsOf(contract)).at(-1)).toBe(12n);
  });

  it('leaves data and cursors as they were when a round fails midway, and a rerun counts once', async () => {
    const contract = privateKeyToAccount(generatePrivateKey()).address;
    const wallet = await newWallet(l1);
    await listApp('rk-crash', [{ chain: 'ethereum', address: contract }]);
    await catchUp();
    await l1.send(wallet, contract, 3n);
    await l1.send(wallet, contract, 4n);
    const everything = async () =>
      (
        await store.db.execute(sql`
          SELECT (SELECT json_agg(c ORDER BY chain_id) FROM rankings_chains c) AS chains,
                 (SELECT json_agg(c ORDER BY chain_id, address, app_slug) FROM rankings_contracts c) AS contracts,
                 (SELECT count(*) FROM rankings_transactions) AS transactions,
                 (SELECT json_agg(h ORDER BY app_slug, chain_id, hour) FROM rankings_hourly h) AS hourly,
                 (SELECT count(*) FROM rankings_hourly_wallets) AS wallets,
                 (SELECT count(*) FROM rankings_blocks) AS blocks,
                 (SELECT json_agg(b ORDER BY chain_id, address, token, hour) FROM rankings_balances b) AS balances`)
      ).rows[0];
    const before = await everything();
    const crash = async (tx: DbExecutor) => {
      const { rows } = await tx.execute<{ count: string }>(
        sql`SELECT count(*) FROM rankings_transactions WHERE app_slug = 'rk-crash'`,
      );
      expect(Number(rows[0]?.count)).toBe(2); // the rows were written when it broke off
      throw new Error('killed midway');
    };
    const l1Chain = indexed.find((chain) => chain.chainId === l1.chainId)!;
    await expect(
      indexRankings(store.db, store.config.chains!, l1Chain, { afterWrites: crash }),
    ).rejects.toThrow('killed midway');
    expect(await everything()).toEqual(before);

    await catchUp();
    await catchUp();
    expect(await figures('rk-crash')).toEqual({ transactions: 2, uaw: 1, volume: { native: 7n } });
    expect(await rowsOf('rk-crash')).toHaveLength(2);
  });

  it('drops the history of a chain started anew (another genesis under the same chain id)', async () => {
    const contract = privateKeyToAccount(generatePrivateKey()).address;
    const wallet = await newWallet(l1, l2);
    await listApp('rk-reset', [
      { chain: 'ethereum', address: contract },
      { chain: 'immutable-zkevm', address: contract },
    ]);
    await l1.send(wallet, contract, 1n);
    await l2.send(wallet, contract, 2n);
    await catchUp();
    expect(await figures('rk-reset', l1.chainId)).toMatchObject({ transactions: 1 });

    // The same chain id answered by demo chains started anew: what the store sees after a restart.
    const anew = await startDemoChains({ keys: generateDemoKeys(), l1Port: 0, l2Port: 0, l1bPort: 0 });
    onTestFinished(() => anew.close());
    const restarted: RankedChain = {
      chainId: l1.chainId,
      client: chainClient({ ...store.config.chains!.l1, rpcUrl: anew.l1.rpcUrl }),
    };
    const newGenesis = await restarted.client.getBlock({ blockNumber: 0n });
    expect(newGenesis.hash).not.toBe((await l1.client.getBlock({ blockNumber: 0n })).hash);
    for (let round = 0; round < 5; round += 1) await indexRankings(store.db, store.config.chains!, restarted);

    expect(await figures('rk-reset', l1.chainId)).toEqual({ transactions: 0, uaw: 0, volume: {} });
    expect(await figures('rk-swap', l1.chainId)).toEqual({ transactions: 0, uaw: 0, volume: {} });
    expect(await figures('rk-reset', l2.chainId)).toMatchObject({ transactions: 1, volume: { native: 2n } });
    expect(await coinReadsOf(contract)).not.toContain(1n);
    expect((await coinReadsOf(contract, l2.chainId)).at(-1)).toBe(2n);
    const { rows } = await store.db.execute<{ genesis_hash: string }>(
      sql`SELECT genesis_hash FROM rankings_chains WHERE chain_id = ${l1.chainId}`,
    );
    expect(rows[0]?.genesis_hash).toBe(newGenesis.hash.toLowerCase());
  });
});
