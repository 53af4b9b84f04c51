import { collectionAbi } from '@dappx/contracts';
import { startDemoChains } from '@dappx/contracts/demo-chains';
import { marketplaceTexts } from '@dappx/shared';
import { eq, sql } from 'drizzle-orm';
import {
  createPublicClient,
  http,
  parseEther,
  zeroAddress,
  type Address,
  type Hex,
  type PrivateKeyAccount,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMarketplaceTestApp, type MarketplaceStore } from '../../../test/marketplace-store';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { demoChainCollections, demoCollectionId, demoCollectionSeeds } from './demo-collections';
import { listRefunds, sendDueRefund } from './refunds';
import { nftOrders } from './schema';
import { expireOrders, remintSoldTokens } from './service';

type Buyer = Awaited<ReturnType<typeof signUp>>;

describe('NFT marketplace', () => {
  let store: MarketplaceStore;
  let l2: MarketplaceStore['l2'];
  let contract: Address;
  // The first collection's tokens first: the tests that read the chain look at its contract.
  const seededTokens = demoCollectionSeeds.flatMap((seed) => seed.tokens.map((token) => ({ seed, token })));
  const assets = seededTokens.map(({ token }) => token.metadata.asset_id);
  let next = 0;
  /** A token no other test touched. */
  const freshAsset = () => assets[next++]!;

  beforeAll(async () => {
    store = await createMarketplaceTestApp({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
    ({ collection: contract, l2 } = store);
  }, 60_000);
  afterAll(() => store?.close());

  const admin = () => store.config.chains!.marketplaceAdminAddress;
  const post = (url: string, payload: Record<string, unknown>) =>
    store.app.inject({ method: 'POST', url: `/v1/marketplace/${url}`, payload });
  const buy = (buyer: Buyer, asset_id: string) => post('buy-token', { session_id: buyer.session, asset_id });
  const fulfill = (buyer: Buyer, order_id: string, tx_id: string) =>
    post('fulfill-order', { session_id: buyer.session, order_id, tx_id });

  const pay = (from: PrivateKeyAccount, value: bigint, to: Address = admin()): Promise<Hex> =>
    store.l2WalletOf(from).sendTransaction({ to, value });

  async function order(buyer: Buyer, asset = freshAsset()) {
    const answer = await buy(buyer, asset);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as { price: string; admin_wallet_address: Address; order_id: string };
    return { ...data, asset, price: parseEther(data.price) };
  }

  const tokenOf = async (asset: string) => {
    const { seed } = seededTokens.find(({ token }) => token.metadata.asset_id === asset)!;
    for (const offset of [0, 36]) {
      const page = await store.app.inject({
        method: 'GET',
        url: `/v1/marketplace/collections/${seed.id}/tokens?offset=${offset}&limit=36`,
      });
      const tokens = page.json().data.tokens as {
        status: number;
        token_id: string;
        metadata: { asset_id: string };
      }[];
      const found = tokens.find((token) => token.metadata.asset_id === asset);
      if (found) return found;
    }
    throw new Error(`no token ${asset}`);
  };

  /** A token no other test touched, priced above `price`. */
  const pricierAsset = async (price: bigint) => {
    for (;;) {
      const asset = freshAsset();
      const { token } = seededTokens.find((seeded) => seeded.token.metadata.asset_id === asset)!;
      if (token.price > price) return asset;
    }
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
      [fromOther, 'action-not-allowed'],
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
  const refundOfPayment = async (txId: Hex) =>
    (await listRefunds(store.db)).find((refund) => refund.paymentTxId === txId.toLowerCase());

  it('gives the buyer’s own short payment back once, less its network fee, and records it', async () => {
    const buyer = await signUp(store.app);
    const placed = await order(buyer);
    const tooLittle = await pay(buyer.wallet, placed.price - 1n);
    const before = await balanceOf(buyer.wallet);

    // The same short payment three times at once: given back once.
    const answers = await Promise.all([1, 2, 3].map(() => fulfill(buyer, placed.order_id, tooLittle)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toEqual({ code: 'payment-refunded', message: marketplaceTexts.paymentRefunded });
    }
    const refund = (await refundOfPayment(tooLittle))!;
    expect(refund).toMatchObject({ reason: 'underpaid', status: 'sent', amount: placed.price - 1n });
    expect(refund.gasFee).toBeGreaterThan(0n);
    expect(await balanceOf(buyer.wallet)).toBe(before + placed.price - 1n - refund.gasFee!);
    expect((await fulfill(buyer, placed.order_id, tooLittle)).json().code).toBe('payment-refunded');
    expect(await balanceOf(buyer.wallet)).toBe(before + placed.price - 1n - refund.gasFee!);
    expect(await refundsOf(placed.order_id)).toHaveLength(1);
  });

  it('sends nothing on a stranger’s word: another wallet’s payment stays its sender’s to use or to claim', async () => {
    const owner = await signUp(store.app);
    const stranger = await signUp(store.app);
    const ownOrder = await order(owner);
    const strangerOrder = await order(stranger);
    const txId = await pay(owner.wallet, ownOrder.price);
    const before = await balanceOf(owner.wallet);

    const claimed = await fulfill(stranger, strangerOrder.order_id, txId);
    expect(claimed.json().code).toBe('action-not-allowed');
    expect(await refundOfPayment(txId)).toMatchObject({
      reason: 'wrong-sender',
      status: 'due',
      attemptedAt: null,
    });
    expect(await balanceOf(owner.wallet)).toBe(before);
    // Nor may the stranger ask for it back.
    const asked = await post('claim-refund', { session_id: stranger.session, tx_id: txId });
    expect(asked.json().code).toBe('action-not-allowed');
    expect(await balanceOf(owner.wallet)).toBe(before);
    // Its sender still buys with it.
    expect((await fulfill(owner, ownOrder.order_id, txId)).statusCode).toBe(200);
    expect(await refundOfPayment(txId)).toBeUndefined();
  });

  it('gives a payment that paid for nothing back to its sender’s own session, once', async () => {
    const sender = await signUp(store.app);
    const stranger = await signUp(store.app);
    const strangerOrder = await order(stranger);
    const txId = await pay(sender.wallet, parseEther('0.2'));
    expect((await fulfill(stranger, strangerOrder.order_id, txId)).json().code).toBe('action-not-allowed');
    const before = await balanceOf(sender.wallet);

    const asks = await Promise.all(
      [1, 2].map(() => post('claim-refund', { session_id: sender.session, tx_id: txId })),
    );
    // Asked twice at once: sent once, and asking again answers that refund.
    expect(asks.map((ask) => ask.statusCode)).toContain(200);
    const { data } = asks.find((ask) => ask.statusCode === 200)!.json();
    expect((await post('claim-refund', { session_id: sender.session, tx_id: txId })).json().data).toEqual(
      data,
    );
    const refund = (await refundOfPayment(txId))!;
    expect(refund).toMatchObject({ status: 'sent', amount: parseEther('0.2') });
    expect(await balanceOf(sender.wallet)).toBe(before + parseEther('0.2') - refund.gasFee!);
    expect(data).toMatchObject({ tx_id: txId.toLowerCase(), refund_tx_id: refund.refundTxId, amount: '0.2' });
    // The sender's activity shows the payment, and what came back less the refund's network fee.
    const activity = await store.app.inject({
      url: '/users/activity?token=IMX',
      headers: { 'session-id': sender.session },
    });
    type Row = { kind: string; direction: string; amount: string; fees: { amount: string }[] };
    // One row each: what went out, and what came back with the refund's network fee nested in it.
    const moves = (activity.json().items as Row[]).map((item) => [
      item.kind,
      item.direction,
      item.amount,
      item.fees.map((fee) => fee.amount),
    ]);
    expect(moves).toEqual(
      expect.arrayContaining([
        ['nft-purchase', 'out', String(parseEther('0.2')), []],
        ['refund', 'in', String(parseEther('0.2')), [String(refund.gasFee!)]],
      ]),
    );

    // A refunded payment buys nothing afterwards, and is not given back again.
    const later = await order(sender);
    expect((await fulfill(sender, later.order_id, txId)).json().code).toBe('payment-refunded');
    expect(await balanceOf(sender.wallet)).toBe(before + parseEther('0.2') - refund.gasFee!);
  });

  it('keeps a short payment smaller than its refund’s network fee due, sending nothing', async () => {
    const buyer = await signUp(store.app);
    const placed = await order(buyer);
    const dust = await pay(buyer.wallet, 1n);
    const adminBefore = await l2.getBalance({ address: admin() });
    expect((await fulfill(buyer, placed.order_id, dust)).json().code).toBe('action-not-allowed');
    expect(await refundOfPayment(dust)).toMatchObject({
      status: 'due',
      reason: 'underpaid',
      attemptedAt: null,
    });
    expect(await l2.getBalance({ address: admin() })).toBe(adminBefore);
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
    const refund = (await refundOfPayment(txId))!;
    expect(refund.reason).toBe('token-unavailable');
    expect(await balanceOf(buyer.wallet)).toBe(before + placed.price - refund.gasFee!);
  });

  it('never refunds a payment that bought an NFT: not for the buyer’s pricier order, nor a stranger’s', async () => {
    const buyer = await signUp(store.app);
    const stranger = await signUp(store.app);
    const bought = await order(buyer);
    const txId = await pay(buyer.wallet, bought.price);
    expect((await fulfill(buyer, bought.order_id, txId)).statusCode).toBe(200);
    const adminBefore = await l2.getBalance({ address: admin() });

    const pricier = await order(buyer, await pricierAsset(bought.price));
    expect(pricier.price).toBeGreaterThan(bought.price);
    expect((await fulfill(buyer, pricier.order_id, txId)).json().code).toBe('action-not-allowed');
    const strangers = await order(stranger);
    expect((await fulfill(stranger, strangers.order_id, txId)).json().code).toBe('action-not-allowed');
    expect((await post('claim-refund', { session_id: buyer.session, tx_id: txId })).json().code).toBe(
      'action-not-allowed',
    );
    expect(await l2.getBalance({ address: admin() })).toBe(adminBefore);
    expect(await refundOfPayment(txId)).toBeUndefined();
  });

  it('lets one payment sent to two orders at once pay for one thing: the NFT or its refund, never both', async () => {
    const buyer = await signUp(store.app);
    const holder = await signUp(store.app);
    const first = await order(buyer);
    const second = await order(buyer);
    expect(
      (await post('cancel-order', { session_id: buyer.session, order_id: second.order_id })).statusCode,
    ).toBe(200);
    await order(holder, second.asset);
    const value = first.price > second.price ? first.price : second.price;
    const txId = await pay(buyer.wallet, value);
    const adminBefore = await l2.getBalance({ address: admin() });

    const answers = await Promise.all([
      fulfill(buyer, first.order_id, txId),
      fulfill(buyer, second.order_id, txId),
    ]);
    const codes = answers.map((answer) => answer.json().code as string);
    const minted = await mintsOf(BigInt((await tokenOf(first.asset)).token_id));
    const refund = await refundOfPayment(txId);
    if (codes.includes('success')) {
      expect(codes).not.toContain('payment-refunded');
      expect(minted).toBe(1);
      expect(refund).toBeUndefined();
      expect(await l2.getBalance({ address: admin() })).toBe(adminBefore);
    } else {
      expect(codes).toContain('payment-refunded');
      expect(minted).toBe(0);
      expect(refund).toMatchObject({ status: 'sent', amount: value });
      expect(await l2.getBalance({ address: admin() })).toBe(adminBefore - value);
    }
  });

  it('lets finance send a refund due to a payment’s sender, audited, and nobody else', async () => {
    const sender = await signUp(store.app);
    const stranger = await signUp(store.app);
    const strangerOrder = await order(stranger);
    const txId = await pay(sender.wallet, parseEther('0.3'));
    expect((await fulfill(stranger, strangerOrder.order_id, txId)).json().code).toBe('action-not-allowed');
    const finance = await signInAsOperator(store.app, store.db, 'finance');
    const support = await signInAsOperator(store.app, store.db, 'support');
    const console = (method: 'GET' | 'POST', url: string, headers?: Record<string, string>) =>
      store.app.inject({ method, url: `/admin/api/${url}`, headers });

    const list = await console('GET', 'marketplace/refunds?status=due', finance.headers);
    const due = list
      .json()
      .refunds.find((r: { payment_tx_id: string }) => r.payment_tx_id === txId.toLowerCase());
    expect(due).toMatchObject({
      to_address: sender.address,
      amount: parseEther('0.3').toString(),
      reason: 'wrong-sender',
      status: 'due',
    });
    const send = `marketplace/refunds/${due.id}/send`;
    expect((await console('POST', send)).statusCode).toBe(401);
    expect((await console('POST', send, support.headers)).statusCode).toBe(403);
    const before = await balanceOf(sender.wallet);
    const sent = await console('POST', send, finance.headers);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', refund_tx_id: expect.stringMatching(/^0x/) });
    expect(await balanceOf(sender.wallet)).toBe(before + parseEther('0.3') - BigInt(sent.json().gas_fee));
    expect((await console('POST', send, finance.headers)).statusCode).toBe(409);
    expect(await balanceOf(sender.wallet)).toBe(before + parseEther('0.3') - BigInt(sent.json().gas_fee));
    const audit = await console('GET', 'audit?action=refund.send', finance.headers);
    expect(audit.json().entries).toEqual([
      expect.objectContaining({ operator: finance.address, target: `refund:${due.id}` }),
    ]);
  });

  it('holds at most three open orders per buyer, however the calls race', async () => {
    const buyer = await signUp(store.app);
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => buy(buyer, freshAsset())));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toEqual({ code: 'too-many-orders', message: marketplaceTexts.tooManyOrders });
    const open = answers.find((answer) => answer.statusCode === 200)!.json().data.order_id;
    expect((await post('cancel-order', { session_id: buyer.session, order_id: open })).statusCode).toBe(200);
    expect((await buy(buyer, freshAsset())).statusCode).toBe(200);
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

  /** Resolves once a statement starting with `statement` waits on a row lock held by another transaction. */
  async function blockedOnLock(statement: string) {
    for (let tries = 0; tries < 200; tries++) {
      const waiting = await store.db.execute(
        sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE ${`${statement}%`}`,
      );
      if (waiting.rows.length > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`nothing ran ${statement} into a lock`);
  }

  it('tells a sender whose due payment finance starts sending mid-purchase that it was refunded, and sends it once', async () => {
    const owner = await signUp(store.app);
    const stranger = await signUp(store.app);
    const ownOrder = await order(owner);
    const txId = await pay(owner.wallet, ownOrder.price);
    const strangerOrder = await order(stranger);
    expect((await fulfill(stranger, strangerOrder.order_id, txId)).json().code).toBe('action-not-allowed');
    const due = (await refundOfPayment(txId))!;
    const before = await balanceOf(owner.wallet);

    // Finance marks the refund attempted while the owner's purchase has read it as still due and waits to
    // release it: the purchase goes on only once the sending is committed.
    let purchase: ReturnType<typeof fulfill> | undefined;
    const sent = await sendDueRefund(store.db, store.config.chains!, due.id, async () => {
      purchase = fulfill(owner, ownOrder.order_id, txId);
      await blockedOnLock('delete from "nft_refunds"');
    });
    expect(sent).toBe('sent');
    const answer = await purchase!;
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toEqual({ code: 'payment-refunded', message: marketplaceTexts.paymentRefunded });

    const refund = (await refundOfPayment(txId))!;
    expect(refund).toMatchObject({ id: due.id, status: 'sent', amount: ownOrder.price });
    expect(await balanceOf(owner.wallet)).toBe(before + ownOrder.price - refund.gasFee!);
    const [row] = await store.db.select().from(nftOrders).where(eq(nftOrders.id, ownOrder.order_id));
    expect(row).toMatchObject({ status: 'open', txId: null, mintTxId: null });
    expect((await tokenOf(ownOrder.asset)).status).toBe(1);
    // Asked again, the purchase still answers the refund and nothing more is sent.
    expect((await fulfill(owner, ownOrder.order_id, txId)).json().code).toBe('payment-refunded');
    expect(await balanceOf(owner.wallet)).toBe(before + ownOrder.price - refund.gasFee!);
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
