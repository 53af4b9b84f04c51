import { signInMessage } from '@dappx/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** The other signature of the same message by the same key: (r, n - s) with the other recovery bit. */
function highSTwin(signature: `0x${string}`): `0x${string}` {
  const r = signature.slice(2, 66);
  const s = BigInt(`0x${signature.slice(66, 130)}`);
  const v = parseInt(signature.slice(130, 132), 16);
  const twinS = (curveOrder - s).toString(16).padStart(64, '0');
  return `0x${r}${twinS}${(v === 27 ? 28 : 27).toString(16)}`;
}

describe('sign-in signatures', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t?.close());

  it('accept only the canonical low-s form, as the contracts do', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const created = await t.app.inject({
      method: 'POST',
      url: '/users/createAccount',
      payload: { publicAddress: wallet.address, email_id: 'canonical@example.com' },
    });
    const signature = await wallet.signMessage({ message: signInMessage(created.json().nonce) });
    const signIn = (sig: string) =>
      t.app.inject({
        method: 'POST',
        url: '/users/authentication',
        payload: { publicAddress: wallet.address, signature: sig },
      });
    const twin = await signIn(highSTwin(signature));
    expect(twin.statusCode).toBe(401);
    expect(twin.json()['session-id']).toBeUndefined();
    // The refused twin spent nothing: the wallet's own signature still signs in.
    const own = await signIn(signature);
    expect(own.statusCode).toBe(200);
    expect(own.json()['session-id']).toEqual(expect.any(String));
  });
});
