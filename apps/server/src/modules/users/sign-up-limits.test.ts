import { signInMessage, translateServerText, usersTexts } from '@dappx/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';

/** A class behind one address: every sign-up comes from the same client address. */
const classroom = '198.51.100.23';

describe('sign-ups from one network past its hourly limits', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({
      DEMO_FUNDING_PER_HOUR: '5',
      MAIL_RATE_LIMIT_MAX: '10',
      SIGN_IN_RATE_LIMIT_MAX: '1000',
    });
  });
  afterAll(() => t.close());

  async function signUpFromClassroom(language = 'en') {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const email = `${wallet.address.slice(2, 14).toLowerCase()}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/users/createAccount',
      remoteAddress: classroom,
      headers: { 'accept-language': language },
      payload: { publicAddress: wallet.address, email_id: email },
    });
    const signature = await wallet.signMessage({ message: signInMessage(created.json().nonce) });
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/users/authentication',
      payload: { publicAddress: wallet.address, signature },
    });
    const balance = await t.app.inject({
      url: '/users/acent/vault/balance',
      headers: { 'session-id': signedIn.json()['session-id'] },
    });
    const mailed = (await t.outbox()).some((mail) => mail.includes(`To: ${email}`));
    return { created, signedIn: signedIn.statusCode, ace: balance.json().balance as string, mailed };
  }

  it('makes the sixth and later accounts without starter funds, the eleventh without its mail yet, and says so', async () => {
    const signUps: Awaited<ReturnType<typeof signUpFromClassroom>>[] = [];
    for (let n = 1; n <= 11; n++) signUps.push(await signUpFromClassroom(n === 7 ? 'es' : 'en'));
    for (const { created, signedIn } of signUps) expect([created.statusCode, signedIn]).toEqual([200, 200]);

    const at = (nth: number) => signUps[nth - 1]!;
    const [fifth, sixth, seventh, tenth, eleventh] = [at(5), at(6), at(7), at(10), at(11)];
    expect(fifth.created.json()).toMatchObject({
      starter_funds: true,
      verification_mail_sent: true,
      notices: [],
    });
    expect(BigInt(fifth.ace)).toBeGreaterThan(0n);
    expect(fifth.mailed).toBe(true);

    expect(sixth.created.json()).toMatchObject({
      starter_funds: false,
      verification_mail_sent: true,
      notices: [usersTexts.starterFundsWithheld],
    });
    expect([sixth.ace, sixth.mailed]).toEqual(['0', true]);
    expect(seventh.created.json().notices).toEqual([
      translateServerText(usersTexts.starterFundsWithheld, 'es'),
    ]);
    expect(tenth.mailed).toBe(true);

    expect(eleventh.created.json()).toMatchObject({
      starter_funds: false,
      verification_mail_sent: false,
      notices: [usersTexts.starterFundsWithheld, usersTexts.verificationMailDelayed],
    });
    expect(eleventh.mailed).toBe(false);
  });
});
