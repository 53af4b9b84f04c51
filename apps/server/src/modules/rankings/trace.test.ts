import type { RankingsTraceRow } from '@dappx/shared';
import { parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { chainOf, newWallet, type ChainStore, type TestChain } from '../../../test/test-chain';
import { priceSourceOf, setMarketPrice } from '../prices';
import { pricedTokensOf, recordHourPrices } from './hour-prices';
import { indexRankings } from './indexer';
import { readRankings, readRankingsApp } from './ranking-list';
import { readRankingsTrace, type TraceRequest } from './trace';
import { rankedChains } from './watched-chains';
import type { ListedContract } from '../../../test/catalogue-apps';
import { listCountedApp } from '../../../test/editor-added';

const hourMs = 3_600_000;

/** USD in units of 10^-30 (a price's 12 decimals times a token's 18), rounded half up to cents. */
function centsOf(units: bigint): string {
  const cents = (units + 5n * 10n ** 27n) / 10n ** 28n;
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}

/** Exact decimal strings added without floats, then rounded to cents as the figures are. */
const addDecimals = (values: string[]) =>
  centsOf(
    values.reduce((sum, value) => {
      const [whole, fraction = ''] = value.split('.');
      return sum + BigInt(whole! + fraction.padEnd(30, '0'));
    }, 0n),
  );

describe('GET /v1/rankings/:slug/transactions', () => {
  let store: ChainStore;
  let l1: TestChain;
  let l2: TestChain;
  let now: Date;
  let routerAddress: `0x${string}`;

  const context = () => ({ tokens: pricedTokensOf(store.config.chains!), chains: store.config.chains });

  /** Every page of an app's trace, following the cursors. */
  async function allRows(request: Omit<TraceRequest, 'cursor'>) {
    const rows: RankingsTraceRow[] = [];
    let cursor: string | undefined;
    do {
      const page = await readRankingsTrace(store.db, context(), { ...request, cursor }, now);
      rows.push(...page.rows);
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    return rows;
  }

  const listApp = (slug: string, contracts: ListedContract[]) => listCountedApp(store, slug, contracts);

  beforeAll(async () => {
    store = await createChainTestApp({ CATALOGUE_CACHE_MS: '0' });
    l1 = chainOf(store, 'l1');
    l2 = chainOf(store, 'l2');
    const [w1, w2] = [await newWallet(l1, l2), await newWallet(l1)];
    // The router is an app contract whose key the test holds, so it can call the app's other contract.
    const router = await newWallet(l1);
    routerAddress = router.address;
    const vault = privateKeyToAccount(generatePrivateKey()).address;
    const l2Contract = privateKeyToAccount(generatePrivateKey()).address;
    const ace = store.config.chains!.contracts.ace;
    const unpriced = await l1.deployToken(w1.address, parseEther('100'));
    // A token contract of the app's own, so a call to it can revert.
    const pool = await l1.deployToken();
    await l1.mint(ace, w1.address, parseEther('100'));
    await listApp('tr-swap', [
      { chain: 'ethereum', address: router.address },
      { chain: 'ethereum', address: vault },
      { chain: 'ethereum', address: pool.toLowerCase() },
      { chain: 'immutable-zkevm', address: l2Contract },
    ]);

    const first = (Math.floor(Date.now() / hourMs) + 2) * hourMs;
    await setMarketPrice(store.db, 'test', 'ACE', '2.5');
    await recordHourPrices(store.db, priceSourceOf(undefined, store.db), new Date(first));
    await l1.setTime(first / 1000 + 60);
    await l1.send(w1, vault, parseEther('1')); // 1 of the L1's coin (ACE) at $2.50
    await l1.transfer(w1, ace, vault, parseEther('2')); // 2 ACE at $2.50, a transfer, no transaction to it
    const reverted = await l1.transfer(w2, pool, vault, parseEther('5')); // w2 holds none: reverts
    expect(reverted.status).toBe('reverted');
    await l1.send(router, vault, parseEther('3')); // router -> vault: internal, not counted
    await l1.transfer(w1, unpriced, vault, parseEther('7')); // no price: listed, adds 0
    await l1.setTime(first / 1000 + hourMs / 1000 + 60);
    await l1.send(w1, router.address, parseEther('0.1')); // the same wallet an hour later
    for (let i = 0; i < 52; i += 1) await l1.send(w2, router.address, 1n); // more than a page
    await l2.setTime(first / 1000 + hourMs / 1000 + 120);
    await l2.send(w1, l2Contract, parseEther('0.001')); // the same wallet on L2, in ETH at the seed's price
    for (const chain of rankedChains(store.config.chains!))
      for (let round = 0; round < 5; round += 1) await indexRankings(store.db, store.config.chains!, chain);
    now = new Date(first + hourMs + 30 * 60_000);
  });
  afterAll(() => store?.close());

  it('lists every transaction and transfer behind the figures, and they add up to them exactly', async () => {
    const rows = await allRows({ slug: 'tr-swap', window: '24h', chain: 'all' });
    const ranking = await readRankings(
      store.db,
      context().tokens,
      { window: '24h', chain: 'all', sort: 'uaw', page: 1 },
      now,
    );
    const figures = ranking.rows.find((row) => row.app.slug === 'tr-swap')!;
    const counted = rows.filter((row) => row.counted);
    const countedTransactions = counted.filter((row) => row.kind === 'transaction');
    expect(countedTransactions).toHaveLength(figures.transactions.value);
    expect(new Set(countedTransactions.map((row) => row.from)).size).toBe(figures.uaw.value);
    expect(addDecimals(counted.flatMap((row) => (row.usd ? [row.usd] : [])))).toBe(figures.volume_usd.value);

    // By hand: w1's coin and ACE into the vault, w1 and w2's 53 calls to the router, w1 on L2.
    expect(figures.transactions.value).toBe(1 + 1 + 52 + 1);
    expect(figures.uaw.value).toBe(2);
    expect(
      rows
        .filter((row) => !row.counted)
        .map((row) => row.not_counted)
        .sort(),
    ).toEqual(['internal', 'reverted', 'unpriced']);
    const unpricedRow = rows.find((row) => row.not_counted === 'unpriced')!;
    expect(unpricedRow).toMatchObject({
      kind: 'transfer',
      symbol: null,
      usd: null,
      value: parseEther('7').toString(),
    });
    const aceIn = rows.find((row) => row.kind === 'transfer' && row.symbol === 'ACE')!;
    expect(aceIn).toMatchObject({ counted: true, usd: '5', log_index: expect.any(Number) });
    expect(rows[0]!.explorer_url).toBe(`/explorer/${rows[0]!.chain_id}/tx/${rows[0]!.hash}`);
    // Newest first, and no row twice across pages.
    expect(rows.map((row) => row.time)).toEqual([...rows.map((row) => row.time)].sort().reverse());
    expect(new Set(rows.map((row) => `${row.hash}:${row.log_index}`)).size).toBe(rows.length);
  });

  it('keeps to a chain and a window, and its pages match the app’s figures there', async () => {
    const onL2 = await allRows({ slug: 'tr-swap', window: '24h', chain: l2.chainId });
    expect(onL2.map((row) => row.chain_id)).toEqual([l2.chainId]);
    const own = (await readRankingsApp(store.db, context().tokens, 'tr-swap', now))!;
    const l2Day = own.windows
      .find((window) => window.window === '24h')!
      .chains.find((chain) => chain.chain_id === l2.chainId)!;
    expect(addDecimals(onL2.map((row) => row.usd!))).toBe(l2Day.figures.volume_usd.value);
    const later = await readRankingsTrace(
      store.db,
      context(),
      { slug: 'tr-swap', window: '24h', chain: 'all' },
      new Date(now.getTime() + 3 * 24 * hourMs),
    );
    expect(later.rows).toEqual([]);
  });

  it('gives the balance its contracts hold of priced tokens, valued at the newest read', async () => {
    const own = (await readRankingsApp(store.db, context().tokens, 'tr-swap', now))!;
    const day = own.windows.find((window) => window.window === '24h')!;
    // The vault holds 1 + 3 of the L1's coin and 2 ACE, all at $2.50 (its 7 unpriced tokens add 0); the
    // router what it was funded with, less its gas, plus 0.1 and 52 wei; the L2 contract 0.001 ETH.
    const routerCoin = await l1.client.getBalance({ address: routerAddress });
    const atAce = (parseEther('6') + routerCoin) * 25n * 10n ** 11n;
    const atEth = parseEther('0.001') * 3150n * 10n ** 12n;
    expect(day.all.balance_usd).toEqual({ value: centsOf(atAce + atEth), change: null });
    const l2Day = day.chains.find((chain) => chain.chain_id === l2.chainId)!;
    expect(l2Day.figures.balance_usd.value).toBe('3.15');
  });

  it('refuses a cursor it did not give, and an app not in the rankings', async () => {
    const bad = await store.app.inject({
      method: 'GET',
      url: '/v1/rankings/tr-swap/transactions?cursor=bm90LWEtY3Vyc29y',
      headers: { 'accept-language': 'pt' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Este cursor não é o próximo cursor de uma página destas transações.');
    const unknown = await store.app.inject({ method: 'GET', url: '/v1/rankings/no-such-app/transactions' });
    expect(unknown.statusCode).toBe(404);
    const ok = await store.app.inject({ method: 'GET', url: '/v1/rankings/tr-swap/transactions?window=30d' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ window: '30d', chain: 'all' });
  });
});
