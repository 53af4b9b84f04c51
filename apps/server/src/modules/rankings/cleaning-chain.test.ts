import { demoGameAbi, demoGameBytecode } from '@dappx/contracts';
import type { RankingsAppResponse, RankingsResponse, RankingsTraceResponse } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { createWalletClient, encodeFunctionData, http, parseEther, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { chainOf, newWallet, type ChainStore, type TestChain } from '../../../test/test-chain';
import { indexRankings } from './indexer';
import { rankedChains } from './watched-chains';
import { onEthereum } from '../../../test/catalogue-apps';
import { listCountedApp } from '../../../test/editor-added';

const mintPrice = parseEther('0.01');
const price = parseEther('0.05');

describe('the indexer cleans the figures it reads from a real chain', () => {
  let store: ChainStore;
  let l1: TestChain;
  let farmApp: Address;
  let game: Address;
  let funder: PrivateKeyAccount;
  let farm: PrivateKeyAccount[];
  let pair: [PrivateKeyAccount, PrivateKeyAccount];

  const lower = (account: { address: string }) => account.address.toLowerCase();
  async function catchUp() {
    for (const chain of rankedChains(store.config.chains!))
      for (let round = 0; round < 3; round += 1) await indexRankings(store.db, store.config.chains!, chain);
  }
  const listApp = (slug: string, address: Address) =>
    listCountedApp(store, slug, onEthereum([address]), { category: 'game' });

  /** Calls the game as `account` and waits for it to be mined. */
  async function play(account: PrivateKeyAccount, call: 'mint' | 'list' | 'buy', args: bigint[], value = 0n) {
    const wallet = createWalletClient({ account, transport: http(store.chains.l1.rpcUrl) });
    const data = encodeFunctionData({ abi: demoGameAbi, functionName: call, args: args as never });
    const hash = await wallet.sendTransaction({ to: game, data, value, chain: l1.client.chain });
    await l1.client.waitForTransactionReceipt({ hash });
  }

  beforeAll(async () => {
    store = await createChainTestApp({ CATALOGUE_CACHE_MS: '0' });
    l1 = chainOf(store, 'l1');
    funder = await newWallet(l1);
    farm = Array.from({ length: 10 }, () => privateKeyToAccount(generatePrivateKey()));
    for (const wallet of farm) await l1.send(funder, wallet.address, parseEther('0.01'));
    farmApp = privateKeyToAccount(generatePrivateKey()).address;
    for (const wallet of farm) await l1.send(wallet, farmApp, 0n);
    const owner = privateKeyToAccount(store.chains.keys.owner);
    const deployer = createWalletClient({ account: owner, transport: http(store.chains.l1.rpcUrl) });
    const hash = await deployer.deployContract({
      abi: demoGameAbi,
      bytecode: demoGameBytecode,
      args: ['Cleaning', 'CLN', mintPrice, owner.address],
      chain: l1.client.chain,
    });
    game = (await l1.client.waitForTransactionReceipt({ hash })).contractAddress!;
    pair = [await newWallet(l1), await newWallet(l1)];
    await play(pair[0], 'mint', [], mintPrice);
    await play(pair[0], 'list', [1n, price]);
    await play(pair[1], 'buy', [1n], price);
    await play(pair[1], 'list', [1n, price]);
    await play(pair[0], 'buy', [1n], price);
    await listApp('clean-farm', farmApp);
    await listApp('clean-game', game);
    await catchUp();
  });
  afterAll(() => store?.close());

  it('records each farm wallet’s first funder and flags the farm’s transactions', async () => {
    const { rows } = await store.db.execute<{
      wallet: string;
      funder: string | null;
      cleaned: string | null;
    }>(sql`
      SELECT t.from_address AS wallet, f.funder, t.cleaned FROM rankings_transactions t
      LEFT JOIN rankings_funders f ON f.chain_id = t.chain_id AND f.wallet = t.from_address
      WHERE t.app_slug = 'clean-farm' ORDER BY 1`);
    expect(rows).toEqual(
      farm
        .map(lower)
        .sort()
        .map((wallet) => ({ wallet, funder: lower(funder), cleaned: 'farm' })),
    );
    const { rows: hours } = await store.db.execute<{ raw: string; clean: string }>(sql`
      SELECT sum(transactions)::text AS raw, sum(clean_transactions)::text AS clean
      FROM rankings_hourly WHERE app_slug = 'clean-farm'`);
    expect(hours).toEqual([{ raw: '10', clean: '0' }]);
  });

  it('records the game’s sales and flags the pair’s trades back and forth as wash trades', async () => {
    const { rows: sales } = await store.db.execute<{ seller: string; buyer: string; item: string }>(sql`
      SELECT seller, buyer, item::text FROM rankings_sales WHERE app_slug = 'clean-game' ORDER BY block_number`);
    expect(sales).toEqual([
      { seller: lower(pair[0]), buyer: lower(pair[1]), item: '1' },
      { seller: lower(pair[1]), buyer: lower(pair[0]), item: '1' },
    ]);
    const { rows } = await store.db.execute<{ value: string; cleaned: string | null }>(sql`
      SELECT value::text, cleaned FROM rankings_transactions WHERE app_slug = 'clean-game' ORDER BY block_number`);
    expect(rows.map((row) => row.cleaned)).toEqual([null, null, 'wash', null, 'wash']);
    const { rows: volume } = await store.db.execute<{ raw: string; clean: string }>(sql`
      SELECT sum(amount)::text AS raw, sum(clean_amount)::text AS clean
      FROM rankings_hourly_volume WHERE app_slug = 'clean-game'`);
    expect(volume).toEqual([{ raw: String(mintPrice + 2n * price), clean: String(mintPrice) }]);
  });

  it('answers raw and cleaned figures, ranks by the cleaned ones unless asked for the raw', async () => {
    const ranked = async (query: string) => {
      const response = await store.app.inject({ method: 'GET', url: `/v1/rankings?window=24h${query}` });
      expect(response.statusCode).toBe(200);
      return response.json<RankingsResponse>();
    };
    const clean = await ranked('');
    expect(clean.figures).toBe('clean');
    expect(clean.rows.map((row) => row.app.slug)).toEqual(['clean-game', 'clean-farm']);
    const raw = await ranked('&figures=raw');
    expect(raw.figures).toBe('raw');
    expect(raw.rows.map((row) => row.app.slug)).toEqual(['clean-farm', 'clean-game']);
    const [farmRow, gameRow] = raw.rows;
    expect(farmRow).toMatchObject({
      uaw: { value: 10 },
      trusted_uaw: { value: 0 },
      transactions: { value: 10 },
      clean_transactions: { value: 0 },
      removed: { uaw: 100, transactions: 100 },
    });
    expect(gameRow).toMatchObject({
      uaw: { value: 2 },
      trusted_uaw: { value: 2 },
      transactions: { value: 5 },
      clean_transactions: { value: 3 },
      removed: { uaw: 0, transactions: 40 },
    });
    const summed = (key: 'transactions' | 'clean_transactions' | 'trusted_uaw') =>
      gameRow!.series.reduce((sum, point) => sum + point[key], 0);
    expect([summed('transactions'), summed('clean_transactions'), summed('trusted_uaw')]).toEqual([5, 3, 2]);
    const trace = await store.app.inject({ method: 'GET', url: '/v1/rankings/clean-game/transactions' });
    const traced = trace.json<RankingsTraceResponse>().rows.filter((row) => row.kind === 'transaction');
    expect(traced.map((row) => [row.counted, row.cleaned])).toEqual([
      [true, 'wash'],
      [true, null],
      [true, 'wash'],
      [true, null],
      [true, null],
    ]);
    const app = await store.app.inject({ method: 'GET', url: '/v1/rankings/clean-farm' });
    expect(app.json<RankingsAppResponse>().windows[0]!.all).toMatchObject({
      trusted_uaw: { value: 0 },
      clean_transactions: { value: 0 },
      removed: { transactions: 100 },
    });
  });

  it('drops the funders and sales of blocks a reorg took away, and looks the wallets up again', async () => {
    const fundersOf = async (wallet: PrivateKeyAccount) => {
      const { rows } = await store.db.execute<{ funder: string | null }>(sql`
        SELECT funder FROM rankings_funders WHERE wallet = ${lower(wallet)}`);
      return rows.map((row) => row.funder);
    };
    const salesCount = async () => {
      const { rows } = await store.db.execute<{ n: number }>(sql`
        SELECT count(*)::int AS n FROM rankings_sales WHERE app_slug = 'clean-game'`);
      return rows[0]!.n;
    };
    const gameFlags = async () => {
      const { rows } = await store.db.execute<{ cleaned: string | null }>(sql`
        SELECT cleaned FROM rankings_transactions WHERE app_slug = 'clean-game' ORDER BY block_number`);
      return rows.map((row) => row.cleaned);
    };
    const wallet = privateKeyToAccount(generatePrivateKey());
    const [droppedFunder, keptFunder] = [await newWallet(l1), await newWallet(l1)];
    const snapshot = await l1.rpc('evm_snapshot');
    await l1.send(droppedFunder, wallet.address, parseEther('0.01'));
    await l1.send(wallet, farmApp, 0n);
    await play(pair[0], 'list', [1n, price]);
    await play(pair[1], 'buy', [1n], price);
    await catchUp();
    expect(await fundersOf(wallet)).toEqual([lower(droppedFunder)]);
    expect(await salesCount()).toBe(3);
    expect(await gameFlags()).toEqual([null, null, 'wash', null, 'wash', null, 'wash']);

    await l1.rpc('evm_revert', [snapshot]);
    await store.mine('l1', 6);
    await catchUp();
    expect(await fundersOf(wallet)).toEqual([]);
    expect(await salesCount()).toBe(2);
    expect(await gameFlags()).toEqual([null, null, 'wash', null, 'wash']);

    await l1.send(keptFunder, wallet.address, parseEther('0.01'));
    await l1.send(wallet, farmApp, 0n);
    await catchUp();
    expect(await fundersOf(wallet)).toEqual([lower(keptFunder)]);
  });
});
