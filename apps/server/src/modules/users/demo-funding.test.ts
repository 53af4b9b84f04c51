import { usersTexts } from '@dappx/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createPublicClient, http } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChainTestApp } from '../../../test/chain-test-app';
import { createTestApp } from '../../../test/test-app';
import { realChainsEnv } from '../../../test/real-chains-env';
import { signUp } from '../../../test/signed-in';
import { findUserByAddress } from './repository';

const register = (app: Awaited<ReturnType<typeof createTestApp>>['app'], remoteAddress: string) => {
  const wallet = privateKeyToAccount(generatePrivateKey());
  return app
    .inject({
      method: 'POST',
      url: '/users/createAccount',
      remoteAddress,
      payload: { publicAddress: wallet.address, email_id: `${wallet.address.slice(2, 12)}@example.com` },
    })
    .then((answer) => ({ answer, address: wallet.address }));
};

describe('demo funding of new accounts', () => {
  let t: Awaited<ReturnType<typeof createChainTestApp>>;
  beforeAll(async () => {
    t = await createChainTestApp({ DEMO_FUNDING_PER_HOUR: '2', SIGN_IN_RATE_LIMIT_MAX: '1000' });
  }, 120_000);
  afterAll(() => t?.close());

  it('funds a new wallet on the demo chains, but only so many from one network an hour', async () => {
    const l1 = createPublicClient({ transport: http(t.chains.l1.rpcUrl) });
    for (let n = 0; n < 2; n++) {
      const { answer, address } = await register(t.app, '198.51.100.7');
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ starter_funds: true, notices: [] });
      expect(await l1.getBalance({ address })).toBeGreaterThan(0n);
    }
    // Past the limit the account is made all the same, without funds, and the answer says so.
    const { answer, address } = await register(t.app, '198.51.100.7');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ starter_funds: false, notices: [usersTexts.starterFundsWithheld] });
    expect(await findUserByAddress(t.db, address)).toBeDefined();
    expect(await l1.getBalance({ address })).toBe(0n);

    const elsewhere = await register(t.app, '203.0.113.9');
    expect(elsewhere.answer.json()).toMatchObject({ starter_funds: true });
    expect(await l1.getBalance({ address: elsewhere.address })).toBeGreaterThan(0n);
  }, 60_000);

  it('funds every wallet of sign-ups that arrive at the same moment', async () => {
    // The owner's mints share one nonce sequence, so sign-ups sent side by side must each get their own nonce.
    const signUps = await Promise.all(
      Array.from({ length: 6 }, (_, n) => register(t.app, `192.0.2.${n + 10}`)),
    );
    expect(signUps.map(({ answer }) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const l1 = createPublicClient({ transport: http(t.chains.l1.rpcUrl) });
    for (const { address } of signUps) expect(await l1.getBalance({ address })).toBeGreaterThan(0n);
  }, 90_000);
});

describe('registration on real chains', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // Real chains as production configures them (nothing listens there: registration needs no chain).
    t = await createTestApp({ ...realChainsEnv(), SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t?.close());

  it('gives a new account no starter balance: only deposits bring tokens in', async () => {
    const user = await signUp(t.app);
    for (const token of ['acent', 'dappx', 'edao']) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/users/${token}/vault/balance`,
        headers: { 'session-id': user.session },
      });
      expect(answer.json()).toEqual({ balance: '0' });
    }
  });
});
