import { layer2LinkMessage } from '@dappx/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { signUp } from '../../../test/signed-in';

describe('the layer-2 link', () => {
  let store: Awaited<ReturnType<typeof createChainTestApp>>;
  beforeAll(async () => {
    store = await createChainTestApp();
  });
  afterAll(() => store?.close());

  const link = (session: string, payload: object) =>
    store.app.inject({ method: 'POST', url: '/v1/layer2/link', headers: { 'session-id': session }, payload });
  const read = (session: string, url = '/v1/layer2/link') =>
    store.app.inject({ method: 'GET', url, headers: { 'session-id': session } });

  it('refuses an L2 address other than the signed-in wallet, and links nothing', async () => {
    const { session } = await signUp(store.app);
    const other = privateKeyToAccount(generatePrivateKey());
    const signature = await other.signMessage({
      message: layer2LinkMessage({ address: other.address, chainId: 13473 }),
    });
    const answer = await link(session, { address: other.address, signature });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Please use the same address.');
    expect((await read(session)).statusCode).toBe(404);
  });

  it('refuses a signature not made by the address, or for another chain', async () => {
    const { session, wallet } = await signUp(store.app);
    const other = privateKeyToAccount(generatePrivateKey());
    const byOther = await other.signMessage({
      message: layer2LinkMessage({ address: wallet.address, chainId: 13473 }),
    });
    const otherChain = await wallet.signMessage({
      message: layer2LinkMessage({ address: wallet.address, chainId: 1 }),
    });
    for (const signature of [byOther, otherChain]) {
      const answer = await link(session, { address: wallet.address, signature });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Please complete the action needed.');
    }
    expect((await read(session)).statusCode).toBe(404);
  });

  it('stores a link signed by the wallet and shows its IMX balance', async () => {
    const { session, wallet } = await signUp(store.app);
    const signature = await wallet.signMessage({
      message: layer2LinkMessage({ address: wallet.address, chainId: 13473 }),
    });
    const answer = await link(session, { address: wallet.address.toLowerCase(), signature });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ address: wallet.address, chainId: 13473 });

    const stored = await read(session);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().address).toBe(wallet.address);
    const balance = await read(session, '/v1/layer2/balance');
    expect(balance.json()).toEqual({ address: wallet.address, balance: '100' });
  });

  it('needs a session', async () => {
    const answer = await store.app.inject({ method: 'GET', url: '/v1/layer2/link' });
    expect(answer.statusCode).toBe(401);
  });
});
