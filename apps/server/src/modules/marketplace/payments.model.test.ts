import { collectionAbi } from '@dappx/contracts';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { isAddressEqual, parseEther, zeroAddress, type Address, type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketplaceTestApp, type MarketplaceStore } from '../../../test/marketplace-store';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { demoCollectionId } from './demo-collections';
import { nftOrders, nftRefunds, nftTokens } from './schema';
import { expireOrders } from './service';

// A model-based test of the marketplace's money path: random sequences of buying, paying (right, short,
// over, dust, from another wallet, to another address), fulfilling with any payment seen so far, two
// fulfils at once, cancelling, expiring, asking for a refund and restarting the API, by three signed-up
// accounts and one wallet the store does not know. After each sequence the chain itself is read back and
// the store's promises checked: no payment pays twice, the admin wallet never gives out more than the
// payments it did not use brought in, and each minted token is backed by one full payment of its buyer.

type Api = MarketplaceStore['app'];
type Account = { wallet: PrivateKeyAccount; session?: string };
type Order = { id: string; owner: number; price: bigint };

/** Three accounts of the store, then a wallet the store has never seen (it only pays). */
const accountCount = 4;
const tokensPerRun = 4;
const prices = [parseEther('0.05'), parseEther('0.1'), parseEther('0.1'), parseEther('0.2')];

const payKinds = ['right', 'short', 'over', 'dust'] as const;
type Action =
  | { kind: 'buy'; who: number; token: number }
  | { kind: 'pay'; who: number; order: number; amount: (typeof payKinds)[number]; toAdmin: boolean }
  | { kind: 'fulfil'; order: number; tx: number }
  | { kind: 'fulfilTogether'; first: { order: number; tx: number }; second: { order: number; tx: number } }
  | { kind: 'cancel'; order: number }
  | { kind: 'expire'; order: number }
  | { kind: 'claimRefund'; who: number; tx: number }
  | { kind: 'restart' };

const index = fc.nat({ max: 7 });
const fulfilArb = fc.record({ order: index, tx: index });
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('buy'), who: fc.nat({ max: 2 }), token: index }) },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay'),
      who: fc.nat({ max: accountCount - 1 }),
      order: index,
      amount: fc.constantFrom(...payKinds),
      toAdmin: fc.boolean(),
    }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('fulfil'), order: index, tx: index }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('fulfilTogether'), first: fulfilArb, second: fulfilArb }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel'), order: index }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire'), order: index }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('claimRefund'), who: fc.nat({ max: 2 }), tx: index }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

/** The three reproductions, in this test's words (token 0 costs 0.05, token 3 costs 0.2). */
const reproductions: Action[][] = [
  // A buyer gets the NFT free: the payment of a fulfilled order offered for a pricier one.
  [
    { kind: 'buy', who: 0, token: 0 },
    { kind: 'pay', who: 0, order: 0, amount: 'right', toAdmin: true },
    { kind: 'fulfil', order: 0, tx: 0 },
    { kind: 'buy', who: 0, token: 3 },
    { kind: 'fulfil', order: 1, tx: 0 },
  ],
  // A stranger offers a victim's fulfilled payment for their own order.
  [
    { kind: 'buy', who: 1, token: 1 },
    { kind: 'pay', who: 1, order: 0, amount: 'right', toAdmin: true },
    { kind: 'fulfil', order: 0, tx: 0 },
    { kind: 'buy', who: 2, token: 2 },
    { kind: 'fulfil', order: 1, tx: 0 },
  ],
  // One full payment sent to two orders at once, the second one's token held by someone else.
  [
    { kind: 'buy', who: 0, token: 3 },
    { kind: 'buy', who: 0, token: 1 },
    { kind: 'cancel', order: 1 },
    { kind: 'buy', who: 1, token: 1 },
    { kind: 'pay', who: 0, order: 0, amount: 'right', toAdmin: true },
    { kind: 'fulfilTogether', first: { order: 0, tx: 0 }, second: { order: 1, tx: 0 } },
  ],
];

describe('the marketplace’s payments, under random sequences of actions by several accounts', () => {
  let store: MarketplaceStore;
  let l2: MarketplaceStore['l2'];
  let collection: Address;
  let run = 0;
  const restarted: Awaited<ReturnType<typeof createTestApp>>[] = [];

  beforeAll(async () => {
    store = await createMarketplaceTestApp({ SIGN_IN_RATE_LIMIT_MAX: '100000' });
    ({ collection, l2 } = store);
  }, 60_000);
  afterAll(async () => {
    for (const app of restarted) await app.close();
    await store?.close();
  });

  const admin = () => store.config.chains!.marketplaceAdminAddress;

  /** Four tokens of this run's own, priced as `prices`: every run starts from a stock nobody touched. */
  async function stockForRun(): Promise<string[]> {
    run += 1;
    const assets = prices.map((_, i) => `MODEL-${run}-${i}`);
    await store.db.insert(nftTokens).values(
      prices.map((price, i) => ({
        collectionId: demoCollectionId,
        tokenId: BigInt(10_000 + run * tokensPerRun + i),
        assetId: assets[i]!,
        price,
        metadata: { name: assets[i]!, description: '', image_url: '', asset_id: assets[i]!, properties: {} },
      })),
    );
    return assets;
  }

  async function accountsForRun(api: Api): Promise<Account[]> {
    const signedUp = [await signUp(api), await signUp(api), await signUp(api)];
    const outsider = privateKeyToAccount(generatePrivateKey());
    await l2.request({
      method: 'hardhat_setBalance' as 'eth_chainId',
      params: [outsider.address, `0x${parseEther('10').toString(16)}`] as never,
    });
    return [...signedUp.map((s) => ({ wallet: s.wallet, session: s.session })), { wallet: outsider }];
  }

  it('never pays twice, never gives out more than it received unused, and mints only for full payments', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(actionArb, { minLength: 4, maxLength: 14 }), async (actions) => {
        const fromBlock = (await l2.getBlockNumber({ cacheTime: 0 })) + 1n;
        await playSequence(actions);
        await checkInvariants(fromBlock);
      }),
      { numRuns: 30, examples: reproductions.map((actions) => [actions]), endOnFailure: true },
    );
  }, 600_000);

  async function playSequence(actions: Action[]) {
    let api: Api = restarted.at(-1)?.app ?? store.app;
    const assets = await stockForRun();
    const accounts = await accountsForRun(api);
    const orders: Order[] = [];
    const payments: Hex[] = [];
    const post = (url: string, payload: Record<string, unknown>) =>
      api.inject({ method: 'POST', url: `/v1/marketplace/${url}`, payload });
    const fulfil = (order: Order, txId: Hex) =>
      post('fulfill-order', { session_id: accounts[order.owner]!.session, order_id: order.id, tx_id: txId });
    const pick = <T>(list: T[], i: number) => (list.length === 0 ? undefined : list[i % list.length]);

    for (const action of actions) {
      if (action.kind === 'buy') {
        const answer = await post('buy-token', {
          session_id: accounts[action.who]!.session,
          asset_id: assets[action.token % tokensPerRun],
        });
        if (answer.statusCode === 200) {
          const price = prices[action.token % tokensPerRun]!;
          orders.push({ id: answer.json().data.order_id, owner: action.who, price });
        }
      } else if (action.kind === 'pay') {
        const order = pick(orders, action.order);
        const price = order?.price ?? prices[0]!;
        const value = { right: price, short: price / 2n, over: price * 2n, dust: 1n }[action.amount];
        const to = action.toAdmin ? admin() : privateKeyToAccount(generatePrivateKey()).address;
        payments.push(await store.l2WalletOf(accounts[action.who]!.wallet).sendTransaction({ to, value }));
      } else if (action.kind === 'fulfil') {
        const order = pick(orders, action.order);
        const txId = pick(payments, action.tx);
        if (order && txId) await fulfil(order, txId);
      } else if (action.kind === 'fulfilTogether') {
        const pairs = [action.first, action.second].flatMap(({ order, tx }) => {
          const [o, t] = [pick(orders, order), pick(payments, tx)];
          return o && t ? [[o, t] as const] : [];
        });
        await Promise.all(pairs.map(([order, txId]) => fulfil(order, txId)));
      } else if (action.kind === 'cancel') {
        const order = pick(orders, action.order);
        if (order)
          await post('cancel-order', { session_id: accounts[order.owner]!.session, order_id: order.id });
      } else if (action.kind === 'expire') {
        const order = pick(orders, action.order);
        if (order) {
          await store.db
            .update(nftOrders)
            .set({ expiresAt: sql`now() - interval '1 second'` })
            .where(eq(nftOrders.id, order.id));
          await store.db.transaction((tx) => expireOrders(tx));
        }
      } else if (action.kind === 'claimRefund') {
        const txId = pick(payments, action.tx);
        if (txId) await post('claim-refund', { session_id: accounts[action.who]!.session, tx_id: txId });
      } else {
        api = await restart();
      }
    }
  }

  /** A new API process on the same database and chains, as after a deploy; the one before it is gone. */
  async function restart(): Promise<Api> {
    const previous = restarted.pop();
    const next = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '100000' }, store.databaseUrl, (config) => {
      config.chains = store.config.chains;
    });
    restarted.push(next);
    await previous?.close();
    return next.app;
  }

  type ChainTx = { hash: Hex; from: Address; to: Address | null; value: bigint; fee: bigint };

  /** Every successful transaction from `fromBlock` on, read from the chain, with the fee it paid. */
  // viem keeps a block number for seconds by default: a fast run would read a block from before it.
  async function minedSince(fromBlock: bigint): Promise<ChainTx[]> {
    const latest = await l2.getBlockNumber({ cacheTime: 0 });
    const mined: ChainTx[] = [];
    for (let n = fromBlock; n <= latest; n++) {
      const block = await l2.getBlock({ blockNumber: n, includeTransactions: true });
      for (const tx of block.transactions) {
        const receipt = await l2.getTransactionReceipt({ hash: tx.hash });
        if (receipt.status !== 'success') continue;
        const fee = receipt.gasUsed * receipt.effectiveGasPrice;
        mined.push({ hash: tx.hash, from: tx.from, to: tx.to, value: tx.value, fee });
      }
    }
    return mined;
  }

  async function checkInvariants(fromBlock: bigint) {
    const mined = await minedSince(fromBlock);
    const isAdmin = (address: Address | null) => address !== null && isAddressEqual(address, admin());
    const received = new Map(mined.filter((tx) => isAdmin(tx.to)).map((tx) => [tx.hash.toLowerCase(), tx]));
    const sent = mined.filter((tx) => isAdmin(tx.from));
    const orders = (await store.db.select().from(nftOrders)).filter((o) => o.txId && received.has(o.txId));
    const refunds = (await store.db.select().from(nftRefunds)).filter((r) => received.has(r.paymentTxId));

    // (a) A payment is claimed once: one order or one refund, never both, never two.
    const uses = [...orders.map((o) => o.txId!), ...refunds.map((r) => r.paymentTxId)];
    expect(uses.length, `payments used twice: ${uses}`).toBe(new Set(uses).size);

    // (b) What the admin wallet sent out (refunds and their gas) is each an unused payment given back,
    // once, to its sender, for no more than it brought in.
    const boughtWith = new Set(orders.map((o) => o.txId!));
    const refundOf = new Map(
      refunds.filter((r) => r.refundTxId).map((r) => [r.refundTxId!.toLowerCase(), r]),
    );
    let outflow = 0n;
    for (const tx of sent) {
      const refund = refundOf.get(tx.hash.toLowerCase());
      expect(refund, `the admin wallet sent ${tx.hash}, which is no refund`).toBeDefined();
      const payment = received.get(refund!.paymentTxId)!;
      expect(boughtWith.has(refund!.paymentTxId), `refunded a payment that bought: ${tx.hash}`).toBe(false);
      expect(isAddressEqual(tx.to!, payment.from)).toBe(true);
      expect(tx.value + tx.fee).toBeLessThanOrEqual(payment.value);
      outflow += tx.value + tx.fee;
    }
    const unusedIn = [...received.values()]
      .filter((tx) => !boughtWith.has(tx.hash.toLowerCase()))
      .reduce((sum, tx) => sum + tx.value, 0n);
    expect(outflow).toBeLessThanOrEqual(unusedIn);

    // (c) Each token minted is backed by exactly one full payment from its buyer, not given back.
    const mints = await l2.getContractEvents({
      address: collection,
      abi: collectionAbi,
      eventName: 'Transfer',
      args: { from: zeroAddress },
      fromBlock,
    });
    const refunded = new Set(refunds.filter((r) => r.status === 'sent').map((r) => r.paymentTxId));
    for (const mint of mints) {
      const [token] = await store.db
        .select()
        .from(nftTokens)
        .where(eq(nftTokens.tokenId, mint.args.tokenId!));
      const paid = orders.filter((o) => o.tokenId === token?.id && o.status === 'fulfilled');
      expect(paid, `token ${mint.args.tokenId} minted without one fulfilled order`).toHaveLength(1);
      const payment = received.get(paid[0]!.txId!)!;
      expect(isAddressEqual(payment.from, paid[0]!.buyerAddress as Address)).toBe(true);
      expect(isAddressEqual(mint.args.to!, payment.from)).toBe(true);
      expect(payment.value).toBeGreaterThanOrEqual(paid[0]!.price);
      expect(refunded.has(paid[0]!.txId!)).toBe(false);
    }
  }
});
