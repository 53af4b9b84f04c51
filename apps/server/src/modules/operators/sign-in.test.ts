import { operatorsTexts } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { parseSiweMessage } from 'viem/siwe';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { addOperator } from './service';

describe('console sign-in with an EIP-4361 message', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://store.example.com', SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const newOperator = async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    await addOperator(t.db, 'cli', { address: wallet.address, role: 'editor' });
    return wallet;
  };
  const nonceOf = (address: string) => t.app.inject(`/admin/api/auth/nonce?publicAddress=${address}`);
  const signIn = (publicAddress: string, signature: string) =>
    t.app.inject({ method: 'POST', url: '/admin/api/auth/sign-in', payload: { publicAddress, signature } });
  const rejected = [401, operatorsTexts.signatureRejected];

  it('gives a message naming this store, its chain, a nonce and a 10-minute expiry, good for one session', async () => {
    const wallet = await newOperator();
    const answer = (await nonceOf(wallet.address)).json();
    const fields = parseSiweMessage(answer.message);
    expect(fields).toMatchObject({
      domain: 'store.example.com',
      address: wallet.address,
      statement: 'Sign in to the DAPPX operator console.',
      uri: 'https://store.example.com',
      version: '1',
      chainId: 1,
      nonce: answer.nonce,
    });
    const [issued, expires] = [fields.issuedAt!.getTime(), fields.expirationTime!.getTime()];
    expect(expires - issued).toBe(10 * 60_000);
    expect(issued).toBeLessThanOrEqual(Date.now());
    expect(expires - Date.now()).toBeGreaterThan(5 * 60_000 - 2_000);

    const signature = await wallet.signMessage({ message: answer.message });
    expect((await signIn(wallet.address, signature)).statusCode).toBe(200);
    const again = await signIn(wallet.address, signature);
    expect([again.statusCode, again.json().message]).toEqual(rejected);
  });

  it('refuses a signed message once it has expired; a new one signs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const wallet = await newOperator();
    const { message } = (await nonceOf(wallet.address)).json();
    const signature = await wallet.signMessage({ message });
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1_000);
    const late = await signIn(wallet.address, signature);
    expect([late.statusCode, late.json().message]).toEqual(rejected);

    const fresh = (await nonceOf(wallet.address)).json().message;
    expect(fresh).not.toBe(message);
    expect((await signIn(wallet.address, await wallet.signMessage({ message: fresh }))).statusCode).toBe(200);
  });

  it('answers a stranger as it answers an operator, with a message that never signs in and no row kept', async () => {
    const operator = await newOperator();
    const stranger = privateKeyToAccount(generatePrivateKey());
    const rows = async () =>
      (
        await t.db.execute(
          sql`SELECT (SELECT count(*) FROM operators) + (SELECT count(*) FROM operator_nonce_key) AS n`,
        )
      ).rows[0]!.n;
    const rowsBefore = await rows();
    const [mine, theirs] = [await nonceOf(operator.address), await nonceOf(stranger.address)];
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(Object.keys(theirs.headers).sort()).toEqual(Object.keys(mine.headers).sort());
    expect(Object.keys(theirs.json()).sort()).toEqual(Object.keys(mine.json()).sort());
    const form = (answer: { nonce: string; message: string }, address: string) =>
      answer.message
        .replace(address, 'ADDRESS')
        .replace(answer.nonce, 'NONCE')
        .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z/g, 'TIME');
    expect(form(theirs.json(), stranger.address)).toBe(form(mine.json(), operator.address));
    expect(theirs.json().nonce).toMatch(/^[0-9a-f]{32}$/);
    // Asked again, each gets the message it got: neither answer changes when the other's would not.
    expect((await nonceOf(stranger.address)).json()).toEqual(theirs.json());
    expect((await nonceOf(operator.address)).json()).toEqual(mine.json());
    for (let n = 0; n < 20; n++) await nonceOf(privateKeyToAccount(generatePrivateKey()).address);
    expect(await rows()).toBe(rowsBefore);

    const signed = await stranger.signMessage({ message: theirs.json().message });
    const refused = await signIn(stranger.address, signed);
    expect([refused.statusCode, refused.json().message]).toEqual(rejected);
  });
});
