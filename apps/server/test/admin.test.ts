import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { signInMessage } from '@dappx/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase } from './test-app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const adminEntry = path.join(repoRoot, 'apps/server/dist/admin.js');

describe('npm run admin -- block | unblock', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let databaseUrl: string;
  beforeAll(async () => {
    execFileSync(process.execPath, [path.join(repoRoot, 'scripts/build.mjs'), 'server', '--quiet']);
    databaseUrl = await createTestDatabase();
    t = await createTestApp({}, databaseUrl);
  }, 120_000);
  afterAll(() => t.close());

  const admin = async (...args: string[]) => {
    const run = promisify(execFile)(process.execPath, [adminEntry, ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return run.then(
      ({ stdout }) => ({ code: 0, out: stdout.trim() }),
      (error: { code: number; stderr: string }) => ({ code: error.code, out: error.stderr.trim() }),
    );
  };

  it('blocks a wallet, ending its session at once, and unblocks it', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
    expect(
      (await post('/users/createAccount', { publicAddress: wallet.address, email_id: 'blocked@example.com' }))
        .statusCode,
    ).toBe(200);
    const nonce = (
      await t.app.inject({ method: 'GET', url: `/users?publicAddress=${wallet.address}` })
    ).json().nonce;
    const signature = await wallet.signMessage({ message: signInMessage(nonce) });
    const session = (
      await post('/users/authentication', { publicAddress: wallet.address, signature })
    ).json()['session-id'];
    const profile = () =>
      t.app.inject({ method: 'GET', url: '/users/userProfile', headers: { 'session-id': session } });
    expect((await profile()).statusCode).toBe(200);

    expect(await admin('block', wallet.address.toLowerCase(), 'fraud')).toEqual({
      code: 0,
      out: `${wallet.address} is blocked; 1 session(s) ended.`,
    });
    expect((await profile()).statusCode).toBe(403);

    expect((await admin('unblock', wallet.address)).out).toBe(`${wallet.address} is unblocked.`);
    // Unblocking lifts the block but does not bring the ended session back.
    expect((await profile()).statusCode).toBe(401);
  });

  it('credits a user with a reason and prints the statement', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    await t.app.inject({
      method: 'POST',
      url: '/users/createAccount',
      payload: { publicAddress: wallet.address, email_id: 'credited@example.com' },
    });
    expect(await admin('credit', wallet.address, 'ace', '12.5', 'launch', 'airdrop')).toMatchObject({
      code: 0,
      out: expect.stringMatching(new RegExp(`^Credited 12.5 ACE to ${wallet.address} \\(entry \\d+\\)\\.$`)),
    });
    const statement = await admin('statement', wallet.address);
    // 1000 from the demo starter balance, 12.5 from this airdrop.
    expect(statement.out).toMatch(/^ {2}ACE +vault +1012\.5$/m);
    expect(statement.out).toContain('airdrop (launch airdrop): ACE vault 12.5');
    expect((await admin('credit', wallet.address, 'ACE', '-1', 'x')).code).toBe(2);
    expect((await admin('credit', wallet.address, 'ACE', '1')).out).toContain('Say why');
  });

  it('refuses something that is not a wallet address, with usage', async () => {
    const result = await admin('block', '0x1234');
    expect(result.code).toBe(2);
    expect(result.out).toContain("'0x1234' is not a wallet address");
    expect(result.out).toContain('Usage: npm run admin');
  });
});
