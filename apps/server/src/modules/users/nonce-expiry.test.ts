import { signInMessage, usersTexts } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

describe("a user's one-time number expires after 10 minutes", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  /** A registered wallet whose current nonce was drawn `minutesAgo` minutes ago. */
  async function registeredWithNonceFrom(minutesAgo: number) {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const created = await t.app.inject({
      method: 'POST',
      url: '/users/createAccount',
      payload: { publicAddress: wallet.address, email_id: `${wallet.address.slice(2, 12)}@example.com` },
    });
    await t.db.execute(
      sql`UPDATE users SET nonce_issued_at = now() - make_interval(mins => ${minutesAgo})
          WHERE lower(public_address) = lower(${wallet.address})`,
    );
    return { wallet, nonce: created.json().nonce as string };
  }
  const signIn = async (wallet: ReturnType<typeof privateKeyToAccount>, nonce: string) =>
    t.app.inject({
      method: 'POST',
      url: '/users/authentication',
      payload: {
        publicAddress: wallet.address,
        signature: await wallet.signMessage({ message: signInMessage(nonce) }),
      },
    });
  const currentNonce = async (address: string) =>
    (await t.app.inject(`/users?publicAddress=${address}`)).json().nonce as string;

  it('refuses a signature of a nonce drawn 11 minutes ago, and gives a new nonce that signs in', async () => {
    const { wallet, nonce } = await registeredWithNonceFrom(11);
    const late = await signIn(wallet, nonce);
    expect([late.statusCode, late.json().message]).toEqual([401, usersTexts.nonceExpired]);

    const fresh = await currentNonce(wallet.address);
    expect(fresh).not.toBe(nonce);
    expect(await currentNonce(wallet.address)).toBe(fresh);
    expect((await signIn(wallet, fresh)).statusCode).toBe(200);
  });

  it('keeps a nonce drawn 9 minutes ago: the nonce call gives it again and its signature signs in', async () => {
    const { wallet, nonce } = await registeredWithNonceFrom(9);
    expect(await currentNonce(wallet.address)).toBe(nonce);
    expect((await signIn(wallet, nonce)).statusCode).toBe(200);
  });
});
