import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { signUp } from '../../test/signed-in';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const client = '198.51.100.23';

/** A built web app the size of ours: a page that loads 50 scripts, styles, fonts and images. */
async function webBuildOfFiftyFiles(): Promise<{ dir: string; files: string[] }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'dappx-web-'));
  await fs.mkdir(path.join(dir, 'assets'));
  const files = Array.from({ length: 50 }, (_, n) => `/assets/chunk-${n}.js`);
  for (const file of files) await fs.writeFile(path.join(dir, file), `export const n = ${file.length};`);
  await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const tags = files.map((file) => `<link rel="modulepreload" href="${file}">`).join('');
  await fs.writeFile(
    path.join(dir, 'index.html'),
    `<!doctype html>${tags}<div id="root"><!--first-paint--></div>`,
  );
  return { dir, files };
}

const attemptSignIn = (t: TestApp, remoteAddress = client) => {
  const wallet = privateKeyToAccount(generatePrivateKey());
  return t.app.inject({
    method: 'POST',
    url: '/users/authentication',
    remoteAddress,
    payload: { publicAddress: wallet.address, signature: `0x${'1b'.repeat(65)}` },
  });
};

describe('rate limits under real traffic', () => {
  let t: TestApp;
  let web: { dir: string; files: string[] };
  beforeAll(async () => {
    web = await webBuildOfFiftyFiles();
    // The old general budget: pages must not spend it at all.
    t = await createTestApp({ WEB_DIST: web.dir, RATE_LIMIT_MAX: '300', SIGN_IN_RATE_LIMIT_MAX: '20' });
  });
  afterAll(async () => {
    await t?.close();
    await fs.rm(web.dir, { recursive: true, force: true });
  });

  it('never limit pages, files or media: 20 uncached loads of the home page from one address all succeed', async () => {
    const statuses = new Map<number, number>();
    for (let load = 0; load < 20; load++) {
      const urls = [
        '/',
        ...web.files,
        '/favicon.svg',
        '/media/icons/tokens/MKR.svg',
        '/media/art/crypto-kitties.svg',
      ];
      for (const url of urls) {
        const answer = await t.app.inject({
          method: 'GET',
          url,
          remoteAddress: client,
          headers: { accept: '*/*' },
        });
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      }
      // What the page asks of the API as it starts.
      for (const url of ['/settings/getMaintenanceMode', '/v1/catalogue/home', '/v1/catalogue/navigation']) {
        const answer = await t.app.inject({ method: 'GET', url, remoteAddress: client });
        statuses.set(answer.statusCode, (statuses.get(answer.statusCode) ?? 0) + 1);
      }
    }
    expect(statuses).toEqual(new Map([[200, 20 * (1 + 50 + 3 + 3)]]));
  });

  it('limit sign-in from that address, telling when to try again', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 40; n++) {
      const answer = await attemptSignIn(t);
      statuses.push(answer.statusCode);
      if (answer.statusCode === 429) {
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(answer.json()).toEqual({
          code: 'RATE_LIMITED',
          message: expect.stringMatching(
            /^Too many sign-in attempts from your network\. Please try again in \d+ s\.$/,
          ),
        });
      }
    }
    expect(statuses.slice(0, 20).includes(429)).toBe(false);
    expect(statuses.slice(20)).toEqual(Array(20).fill(429));
    // Another network is not affected.
    expect((await attemptSignIn(t, '203.0.113.200')).statusCode).not.toBe(429);
  });

  it('limit one wallet, tried from many networks, telling when to try again', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const askNonce = (address: `0x${string}`, n: number) =>
      t.app.inject({
        url: `/users?publicAddress=${address}`,
        remoteAddress: `192.0.2.${n}`,
      });
    const statuses: number[] = [];
    for (let n = 1; n <= 25; n++) statuses.push((await askNonce(wallet.address, n)).statusCode);
    // Unknown wallets get 404 until the wallet's own limit (20 a minute) refuses them.
    expect(statuses).toEqual([...Array(20).fill(404), ...Array(5).fill(429)]);
    const refused = await askNonce(wallet.address, 30);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts for this wallet\. Please try again in \d+ s\.$/),
    });
    // Another wallet from the same networks is not affected.
    const other = privateKeyToAccount(generatePrivateKey());
    expect((await askNonce(other.address, 1)).statusCode).toBe(404);
  });

  it('limit money moves per session, apart from reads', async () => {
    const limited = await createTestApp(
      { MONEY_RATE_LIMIT_MAX: '5', SIGN_IN_RATE_LIMIT_MAX: '1000' },
      t.databaseUrl,
    );
    try {
      const user = await signUp(limited.app);
      const move = () =>
        limited.app.inject({
          method: 'POST',
          url: '/users/acent/transfer/vault-to-active',
          headers: { 'session-id': user.session },
          payload: { amount: '1' },
        });
      const statuses: number[] = [];
      for (let n = 0; n < 7; n++) statuses.push((await move()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
      const balance = await limited.app.inject({
        method: 'GET',
        url: '/users/acent/active/balance',
        headers: { 'session-id': user.session },
      });
      // Refused moves moved nothing; reads go on.
      expect(balance.statusCode).toBe(200);
      expect(balance.json()).toEqual({ balance: '5' });
    } finally {
      await limited.close();
    }
  });
});

describe('sensitive limits with two replicas on one database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '20', MAIL_RATE_LIMIT_MAX: '4' });
    b = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '20', MAIL_RATE_LIMIT_MAX: '4' }, a.databaseUrl);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('hold across them: a client gets the limit once, not once per replica', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 15; n++) statuses.push((await attemptSignIn(a, '192.0.2.55')).statusCode);
    for (let n = 0; n < 15; n++) statuses.push((await attemptSignIn(b, '192.0.2.55')).statusCode);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
  });

  it('count mails across them too', async () => {
    const subscribe = (t: TestApp, n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/newsletter/submit',
        remoteAddress: '192.0.2.77',
        payload: { email: `reader${n}@example.com` },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await subscribe(n % 2 === 0 ? a : b, n)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Refused subscriptions sent nothing.
    expect((await a.outbox()).length + (await b.outbox()).length).toBe(4);
  });
});
