import { collectionAbi } from '@dappx/contracts';
import { startDemoChains } from '@dappx/contracts/demo-chains';
import { marketplaceTexts } from '@dappx/shared';
import { eq, sql } from 'drizzle-orm';
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  parseEther,
  zeroAddress,
  type Address,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { demoChainCollections, demoCollectionId, demoCollectionSeeds } from './demo-collections';
import { listRefunds } from './refunds';
import { nftOrders } from './schema';
import { attachCollectionContracts, expireOrders, remintSoldTokens } from './service';

type Store = Awaited<ReturnType<typeof createChainTestApp>>;
type Buyer = Awaited<ReturnType<typeof signUp>>;

describe('NFT marketplace', () => {
  let store: Store;
  let l2: ReturnType<typeof createPublicClient>;
  let contract: Address;
  const assets = demoCollectionSeeds[0]!.tokens.map((token) => token.metadata.asset_id);
  let next = 0;
  /** A token no other test touched. */
  const freshAsset = () => assets[next++]!;

  beforeAll(async () => {
    store = await createChainTestApp({}, { collections: demoChainCollections('http://127.0.0.1') });
    const addresses = store.chains.contracts.collections;
    await attachCollectionContracts(
      store.db,
      store.chains.l2.chainId,
      demoCollectionSeeds.map((seed, i) => ({ id: seed.id, address: addresses[i]! })),
    );
    contract = addresses[0]!;
    l2 = createPublicClient({ transport: http(store.chains.l2.rpcUrl) });
  }, 60_000);
  afterAll(() => store?.close());

  const admin = () => store.config.chains!.marketplaceAdminAddress;
  const post = (url: string, payload: Record<string, unknown>) =>
    store.app.inject({ method: 'POST', url: `/v1/marketplace/${url}`, payload });
  const buy = (buyer: Buyer, asset_id: string) => post('buy-token', { session_id: buyer.session, asset_id });
  const fulfill = (buyer: Buyer, order_id: string, tx_id: string) =>
    post('fulfill-order', { session_id: buyer.session, order_id, tx_id });

  function pay(from: PrivateKeyAccount, value: bigint, to: Address = admin()): Promise<Hex> {
    const chain = defineChain({
      id: store.chains.l2.chainId,
      name: 'l2',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [store.chains.l2.rpcUrl] } },
    });
    const wallet = createWalletClient({ chain, transport: http(store.chains.l2.rpcUrl), account: from });
    return wallet.sendTransaction({ to, value });
  }

  async function order(buyer: Buyer, asset = freshAsset()) {
    const answer = await buy(buyer, asset);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as { price: string; admin_wallet_address: Address; order_id: string };
    return { ...data, asset, price: parseEther(data.price) };
  }

  const tokenOf = async (asset: string) => {
    const page = await store.app.inject({
      method: 'GET',
      url: `/v1/marketplace/collections/${demoCollectionId}/tokens?offset=0&limit=36`,
    });
    const tokens = page.json().data.tokens as {
      status: number;
      token_id: string;
      metadata: { asset_id: string };
    }[];
    return tokens.find((token) => token.metadata.asset_id === asset)!;
  };

  const mintsOf = async (tokenId: bigint) => {
    const logs = await l2.getContractEvents({
      address: contract,
      abi: collectionAbi,
      eventName: 'Transfer',
      args: { from: zeroAddress, tokenId },
      fromBlock: 0n,
    });
    return logs.length;
  };

  it('lists a collection 36 tokens a page, with the collection and the total', async () => {
    const first = await store.app.inject({
      method: 'GET',
      url: `/v1/marketplace/collections/${demoCollectionId}/tokens`,
    });
    expect(first.statusCode).toBe(200);
    const { data } = first.json();
    expect(data.tokens).toHaveLength(36);
    expect(data.total_tokens).toBe(40);
    expect(data.collection).toMatchObject({
      _id: demoCollectionId,
      name: 'Zephyr Sprites',
      contract_address: contract,
    });
    expect(data.tokens[0]).toMatchObject({
      status: 0,
      metadata: { asset_id: 'ZEP-001', name: expect.any(String) },
    });
    const second = await store.app.inject({
      method: 'GET',
      url: `/v1/marketplace/collections/${demoCollectionId}/tokens?offset=36&limit=36`,
    });
    expect(second.json().data.tokens).toHaveLength(4);

    const unknown = await store.app.inject({
      method: 'GET',
      url: '/v1/marketplace/collections/00000000-0000-4000-8000-000000000000/tokens',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('invalid-collection-id');
  });

  it('serves each token’s metadata at its on-chain tokenURI, and its art', async () => {
    const items = (await store.app.inject({ method: 'GET', url: '/v1/marketplace/items' })).json().items;
    const uri: string = items.find(
      (i: { tokenId: string; tokenAddress: string }) => i.tokenId === '3' && i.tokenAddress === contract,
    ).tokenUri;
    const path = new URL(uri).pathname;
    const metadata = await store.app.inject({ method: 'GET', url: path });
    expect(metadata.json()).toMatchObject({ asset_id: 'ZEP-003', properties: { Form: expect.any(String) } });
    const art = await store.app.inject({ method: 'GET', url: new URL(metadata.json().image_url).pathname });
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('ZEP #3');
  });

  it('answers the spec’s codes for a missing session and bad input', async () => {
    const noSession = await post('buy-token', { asset_id: 'ZEP-001' });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json()).toEqual({
      code: 'invalid-session-id',
      message: 'Session expired. Please connect your wallet again.',
    });
    const stale = await post('buy-token', { session_id: 'not-a-session', asset_id: 'ZEP-001' });
    expect(stale.json().code).toBe('invalid-session-id');
    const buyer = await signUp(store.app);
    const bad = await post('fulfill-order', { session_id: buyer.session, order_id: 'x', tx_id: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('invalid-request');
    const unknownOrder = await fulfill(buyer, '00000000-0000-4000-8000-000000000000', `0x${'1'.repeat(64)}`);
    expect(unknownOrder.json()).toEqual({
      code: 'invalid-order-id',
      message: 'Something went wrong. Please try again later.',
    });
  });

  it('fulfils only once the payment is mined, then mints to the buyer and shows it sold', async () => {
    const buyer = await signUp(store.app);
    const placed = await order(buyer);
    expect(placed.admin_wallet_address).toBe(admin());
    expect((await tokenOf(placed.asset)).status).not.toBe(0);

    const unknown = await fulfill(buyer, placed.order_id, `0x${'ab'.repeat(32)}`);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toEqual({
      code: 'invalid-tx-id',
      message: 'Transaction did not proceed. Please try again.',
    });

    await l2.request({ method: 'evm_setAutomine' as 'eth_chainId', params: [false] as never });
    let txId: Hex;
    try {
      txId = await pay(buyer.wallet, placed.price);
      const pending = await fulfill(buyer, placed.order_id, txId);
      expect(pending.json().code).toBe('invalid-tx-id');
    } finally {
      await l2.request({ method: 'evm_setAutomine' as 'eth_chainId', params: [true] as never });
    }
    await store.mine('l2');

    const done = await fulfill(buyer, placed.order_id, txId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ code: 'success', message: 'NFT successfully purchased' });
    const token = await tokenOf(placed.asset);
    expect(token.status).toBe(2);
    const owner = await l2.readContract({
      address: contract,
      abi: collectionAbi,
      functionName: 'ownerOf',
      args: [BigInt(token.token_id)],
    });
    expect(owner).toBe(buyer.address);

    // The storefront's item list and details agree with the chain.
    const items = (await store.app.inject({ method: 'GET', url: '/v1/marketplace/items' })).json().items;
    const item = items.find(
      (i: { tokenId: string; tokenAddress: string }) =>
        i.tokenId === token.token_id && i.tokenAddress === contract,
    );
    expect(item).toMatchObject({
      ownerOf: buyer.address,
      tokenUri: expect.stringContaining(`/${token.token_id}`),
    });
    const details = await store.app.inject({
      method: 'GET',
      url: `/v1/marketplace/items/${contract}/${token.token_id}`,
    });
    expect(details.json()).toMatchObject({
      status: 2,
      category: 'Zephyr Sprites',
      price: expect.any(String),
      collectionId: demoCollectionId,
      symbol: 'ZEP',
    });
    const username = await store.app.inject({
      method: 'GET',
      url: `/v1/marketplace/users/${buyer.address}/username`,
    });
    expect(username.json().username).toBe(buyer.profile.username || 'Unnamed');
  });

  it('refuses a payment of less than the price, from another wallet or to another address', async () => {
    const buyer = await signUp(store.app);
    const other = await signUp(store.app);
    const placed = await order(buyer);
    const tooLittle = await pay(buyer.wallet, placed.price - 1n);
    const fromOther = await pay(other.wallet, placed.price);
    const elsewhere = await pay(
      buyer.wallet,
      placed.price,
      privateKeyToAccount(generatePrivateKey()).address,
    );
    for (const [txId, code] of [
      [tooLittle, 'payment-refunded'],
      [fromOther, 'payment-refunded'],
      [elsewhere, 'action-not-allowed'],
    ] as const) {
      const answer = await fulfill(buyer, placed.order_id, txId);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe(code);
    }
    expect((await tokenOf(placed.asset)).status).toBe(1);
    expect(await mintsOf(BigInt((await tokenOf(placed.asset)).token_id))).toBe(0);
  });

  const balanceOf = (account: PrivateKeyAccount) => l2.getBalance({ address: account.address });
  const refundsOf = async (orderId: string) =>
    (await listRefunds(store.db)).filter((refund) => refund.orderId === orderId);

  it('gives a refused payment back in full to the wallet that sent it, once, and records it', async () => {
    const buyer = await signUp(store.app);
    const other = await signUp(store.app);
    const placed = await order(buyer);
    const tooLittle = await pay(buyer.wallet, placed.price - 1n);
    const fromOther = await pay(other.wallet, placed.price);
    const [buyerBefore, otherBefore] = [await balanceOf(buyer.wallet), await balanceOf(other.wallet)];

    const answers = await Promise.all([
      fulfill(buyer, placed.order_id, tooLittle),
      fulfill(buyer, placed.order_id, fromOther),
      // The same refused payment twice at once: given back once.
      fulfill(buyer, placed.order_id, fromOther),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ code: 'payment-refunded', message: marketplaceTexts.paymentRefunded });
    }
    await expect.poll(() => balanceOf(other.wallet)).toBe(otherBefore + placed.price);
    expect(await balanceOf(buyer.wallet)).toBe(buyerBefore + placed.price - 1n);
    expect((await fulfill(buyer, placed.order_id, fromOther)).json().code).toBe('payment-refunded');
    expect(await balanceOf(other.wallet)).toBe(otherBefore + placed.price);

    const refunds = await refundsOf(placed.order_id);
    expect(
      refunds.map(({ reason, status, amount, toAddress }) => ({ reason, status, amount, toAddress })),
    ).toEqual(
      expect.arrayContaining([
        { reason: 'underpaid', status: 'sent', amount: placed.price - 1n, toAddress: buyer.wallet.address },
        { reason: 'wrong-sender', status: 'sent', amount: placed.price, toAddress: other.wallet.address },
      ]),
    );
    expect(refunds).toHaveLength(2);
    // A refunded payment pays for nothing afterwards, and is not given back a second time.
    // (The same token, at the same price, now ordered by the wallet that sent that payment.)
    expect(
      (await post('cancel-order', { session_id: buyer.session, order_id: placed.order_id })).statusCode,
    ).toBe(200);
    const next = await order(other, placed.asset);
    expect((await fulfill(other, next.order_id, fromOther)).json().code).toBe('action-not-allowed');
    expect((await tokenOf(next.asset)).status).toBe(1);
    expect(await balanceOf(other.wallet)).toBe(otherBefore + placed.price);
    expect(await refundsOf(next.order_id)).toEqual([]);
  });

  it('does not refund, on a stranger’s word, a payment its sender can still use for an order', async () => {
    const owner = await signUp(store.app);
    const stranger = await signUp(store.app);
    const ownOrder = await order(owner);
    const strangerOrder = await order(stranger);
    const txId = await pay(owner.wallet, ownOrder.price);
    const before = await balanceOf(owner.wallet);

    const claimed = await fulfill(stranger, strangerOrder.order_id, txId);
    expect(claimed.json().code).toBe('action-not-allowed');
    expect(await refundsOf(strangerOrder.order_id)).toEqual([]);
    expect(await balanceOf(owner.wallet)).toBe(before);
    expect((await fulfill(owner, ownOrder.order_id, txId)).statusCode).toBe(200);
  });

  it('gives back a full payment that arrives after its token went to someone else', async () => {
    const buyer = await signUp(store.app);
    const placed = await order(buyer);
    const txId = await pay(buyer.wallet, placed.price);
    await store.db
      .update(nftOrders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(nftOrders.id, placed.order_id));
    await store.db.transaction((tx) => expireOrders(tx));
    const rival = await signUp(store.app);
    const taken = await order(rival, placed.asset);
    expect((await fulfill(rival, taken.order_id, await pay(rival.wallet, taken.price))).statusCode).toBe(200);

    const before = await balanceOf(buyer.wallet);
    const late = await fulfill(buyer, placed.order_id, txId);
    expect(late.json().code).toBe('payment-refunded');
    expect(await balanceOf(buyer.wallet)).toBe(before + placed.price);
    expect((await refundsOf(placed.order_id)).map((refund) => refund.reason)).toEqual(['token-unavailable']);
  });

  it('refuses a payment transaction reused for a second order', async () => {
    const buyer = await signUp(store.app);
    const first = await order(buyer);
    const second = await order(buyer);
    const txId = await pay(buyer.wallet, parseEther('1'));
    expect((await fulfill(buyer, first.order_id, txId)).statusCode).toBe(200);
    const reused = await fulfill(buyer, second.order_id, txId);
    expect(reused.json().code).toBe('action-not-allowed');
    expect((await tokenOf(second.asset)).status).toBe(1);
  });

  it('mints once when fulfil is called twice at the same time', async () => {
    const buyer = await signUp(store.app);
    const placed = await order(buyer);
    const txId = await pay(buyer.wallet, placed.price);
    const answers = await Promise.all([
      fulfill(buyer, placed.order_id, txId),
      fulfill(buyer, placed.order_id, txId),
      fulfill(buyer, placed.order_id, txId),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await mintsOf(BigInt((await tokenOf(placed.asset)).token_id))).toBe(1);
  });

  it('lets no second buyer take a held or a sold token', async () => {
    const first = await signUp(store.app);
    const second = await signUp(store.app);
    const placed = await order(first);
    const held = await buy(second, placed.asset);
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe('token-unavailable');
    // Two buyers at once: exactly one order.
    const asset = freshAsset();
    const race = await Promise.all([buy(first, asset), buy(second, asset)]);
    expect(race.map((a) => a.statusCode).sort()).toEqual([200, 409]);

    expect((await fulfill(first, placed.order_id, await pay(first.wallet, placed.price))).statusCode).toBe(
      200,
    );
    const sold = await buy(second, placed.asset);
    expect(sold.json().code).toBe('token-unavailable');
    // Nor someone else's order.
    const foreign = await fulfill(second, placed.order_id, `0x${'2'.repeat(64)}`);
    expect(foreign.json().code).toBe('invalid-order-id');
  });

  it('cancel releases the token, and a cancelled order cannot be cancelled into sold', async () => {
    const buyer = await signUp(store.app);
    const placed = await order(buyer);
    const cancelled = await post('cancel-order', { session_id: buyer.session, order_id: placed.order_id });
    expect(cancelled.json()).toMatchObject({
      code: 'cancel',
      message: 'Please complete the action needed.',
      data: { status: 'cancelled' },
    });
    expect((await tokenOf(placed.asset)).status).toBe(0);
    const again = await order(await signUp(store.app), placed.asset);
    expect(again.order_id).not.toBe(placed.order_id);
  });

  it('expiry releases the token; a payment sent before expiry is still honoured while it is free', async () => {
    const buyer = await signUp(store.app);
    const placed = await order(buyer);
    const late = await order(buyer);
    const txId = await pay(buyer.wallet, late.price);
    await store.db
      .update(nftOrders)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sql`${nftOrders.id} IN (${placed.order_id}, ${late.order_id})`);
    expect(await store.db.transaction((tx) => expireOrders(tx))).toBe(2);
    expect((await tokenOf(placed.asset)).status).toBe(0);
    const [row] = await store.db.select().from(nftOrders).where(eq(nftOrders.id, placed.order_id));
    expect(row!.status).toBe('expired');
    expect((await buy(await signUp(store.app), placed.asset)).statusCode).toBe(200);

    const honoured = await fulfill(buyer, late.order_id, txId);
    expect(honoured.statusCode, honoured.body).toBe(200);
    expect((await tokenOf(late.asset)).status).toBe(2);
  });

  it('mints sold tokens again to their owners on fresh demo chains (a demo restart)', async () => {
    const buyer = await signUp(store.app);
    const placed = await order(buyer);
    expect((await fulfill(buyer, placed.order_id, await pay(buyer.wallet, placed.price))).statusCode).toBe(
      200,
    );
    const tokenId = BigInt((await tokenOf(placed.asset)).token_id);

    const fresh = await startDemoChains({
      keys: store.chains.keys,
      l1Port: 0,
      l2Port: 0,
      blockIntervalMs: 0,
      collections: demoChainCollections('http://127.0.0.1'),
    });
    try {
      // Same deployer nonces, same addresses: the stored contract stays right.
      expect(fresh.contracts.collections[0]).toBe(contract);
      const chains = { ...store.config.chains!, l2: { ...store.config.chains!.l2, rpcUrl: fresh.l2.rpcUrl } };
      expect(await remintSoldTokens(store.db, chains)).toBeGreaterThan(0);
      const client = createPublicClient({ transport: http(fresh.l2.rpcUrl) });
      const owner = await client.readContract({
        address: contract,
        abi: collectionAbi,
        functionName: 'ownerOf',
        args: [tokenId],
      });
      expect(owner).toBe(buyer.address);
      // Already there: nothing is minted twice.
      expect(await remintSoldTokens(store.db, chains)).toBe(0);
    } finally {
      await fresh.close();
    }
  }, 60_000);

  it('refuses to buy when the IMX balance is not greater than the price', async () => {
    const buyer = await signUp(store.app);
    await l2.request({
      method: 'hardhat_setBalance' as 'eth_chainId',
      params: [buyer.address, '0x1'] as never,
    });
    const answer = await buy(buyer, freshAsset());
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ code: 'insufficient', message: 'Insufficient IMX Fund.' });
  });
});

describe('NFT marketplace without chains', () => {
  let store: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    store = await createTestApp();
  });
  afterAll(() => store?.close());

  it('still lists the collection, and answers missing-key-pair to a purchase', async () => {
    const list = await store.app.inject({
      method: 'GET',
      url: `/v1/marketplace/collections/${demoCollectionId}/tokens?limit=3`,
    });
    expect(list.json().data.tokens).toHaveLength(3);
    const buyer = await signUp(store.app);
    const answer = await store.app.inject({
      method: 'POST',
      url: '/v1/marketplace/buy-token',
      payload: { session_id: buyer.session, asset_id: 'ZEP-001' },
    });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      code: 'missing-key-pair',
      message: 'Something went wrong. Please try again later.',
    });
  });
});
