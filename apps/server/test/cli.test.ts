import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { signInMessage } from '@dappx/shared';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed';
import { createTestApp, createTestDatabase } from './test-app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cliEntry = path.join(repoRoot, 'apps/server/dist/cli.js');

// Each test starts the real command several times, a new Node process each: 1-2 s apiece alone, but
// 5 s and more while the rest of the suite loads both cores.
describe('npm run admin -- block | unblock', { timeout: 90_000 }, () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let databaseUrl: string;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    t = await createTestApp({}, databaseUrl);
  }, 120_000);
  afterAll(() => t.close());

  const admin = async (...args: string[]) => {
    const run = promisify(execFile)(process.execPath, [cliEntry, ...args], {
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

  it('sets staking settings by their API names, refusing bad values, and the calls answer them', async () => {
    expect((await admin('staking', 'set', 'ace', 'activation_fee=2')).out).toContain(
      'ACE staking is not configured',
    );
    await seedDemo(t.db);
    const set = await admin(
      'staking',
      'set',
      'ace',
      'min_pledge_per_tx=2.5',
      'pledge_fee_core=1.25',
      'penalty_duration=48',
    );
    expect(set.code, set.out).toBe(0);
    expect(set.out).toContain('ACE min_pledge_per_tx = 2.5');
    expect(set.out).toContain('ACE pledge_fee_core = 1.25 %');
    const settings = (await t.app.inject('/users/acent/governance-pledging/settings')).json();
    expect(settings).toMatchObject({ min_pledge_per_tx: '2.5', pledge_fee_core: 1.25, penalty_duration: 48 });
    const dappx = await admin('staking', 'set', 'DAPPX', 'penalty_fee=7.5', 'unpledge_fee_core=0.25');
    expect(dappx.code, dappx.out).toBe(0);
    const config = (await t.app.inject('/users/getPledgingConfig')).json();
    expect(config.data).toMatchObject({ penalty_fee: 7.5, unpledge_fee_core: '250000000000000000' });
    // ACE staked per token has its own rules, apart from DAPPX's and the ACE governance stake's.
    expect((await admin('staking', 'set', 'ace-pledging', 'penalty_fee=3')).code).toBe(0);
    const aceConfig = await t.app.inject({
      url: '/users/getPledgingConfig',
      headers: { 'custom-token-id': 'ACE' },
    });
    expect(aceConfig.json().data.penalty_fee).toBe(3);
    expect((await t.app.inject('/users/getPledgingConfig')).json().data.penalty_fee).toBe(7.5);

    // A raise of a rate above its approval threshold waits for an operator in the console, unapplied.
    const raise = await admin('staking', 'set', 'DAPPX', 'mining_rate=0.5');
    expect(raise.out).toContain('it waits for an operator to approve it in the console');
    expect(raise.out).toContain('DAPPX mining_rate = 0.1');
    expect((await admin('staking', 'set', 'ACE', 'pledge_fee_core=101')).out).toContain(
      'a percent from 0 to 100',
    );
    expect((await admin('staking', 'set', 'ACE', 'nonsense=1')).out).toContain(
      "there is no setting 'nonsense'",
    );
    expect((await admin('staking', 'set', 'ACE', 'min_pledge_per_tx=999999')).out).toContain('refused');
    expect((await t.app.inject('/users/acent/governance-pledging/settings')).json().min_pledge_per_tx).toBe(
      '2.5',
    );
    expect((await admin('staking', 'show')).out).toContain('DAPPX penalty_fee = 7.5 %');
    // Eleven runs of the admin command, each a process of its own starting up.
  }, 150_000);

  it('lists the NFT payments given back, and those still due', async () => {
    expect((await admin('refunds')).out).toBe('No refunds.');
    await seedDemo(t.db);
    const buyer = privateKeyToAccount(generatePrivateKey()).address;
    await t.app.inject({
      method: 'POST',
      url: '/users/createAccount',
      payload: { publicAddress: buyer, email_id: 'refunded@example.com' },
    });
    await t.db.execute(
      sql`INSERT INTO nft_payment_claims (payment_tx_id, purpose) VALUES (${`0x${'ab'.repeat(32)}`}, 'refund')`,
    );
    await t.db.execute(sql`
      WITH token AS (SELECT id FROM nft_tokens LIMIT 1),
        buyer AS (SELECT id FROM users WHERE public_address = ${buyer}),
        placed AS (
          INSERT INTO nft_orders (token_id, buyer_id, buyer_address, price, status, expires_at)
          SELECT token.id, buyer.id, ${buyer}, 50000000000000000, 'cancelled', now() FROM token, buyer
          RETURNING id
        )
      INSERT INTO nft_refunds (payment_tx_id, order_id, to_address, amount, reason)
      SELECT ${`0x${'ab'.repeat(32)}`}, placed.id, ${buyer}, 40000000000000000, 'underpaid' FROM placed`);
    const listed = await admin('refunds');
    expect(listed.code).toBe(0);
    expect(listed.out).toContain(`due  0.04 ETH on L2 to ${buyer}  (underpaid; payment 0x${'ab'.repeat(32)}`);
  });

  it('creates, lists and closes a season', async () => {
    const created = await admin('season', 'create', 'Admin Cup', '5', '50', '7', '10');
    expect(created.code, created.out).toBe(0);
    const id = /\(([0-9a-f-]{36})\)/.exec(created.out)?.[1];
    expect(id).toBeDefined();
    expect((await admin('season', 'list')).out).toMatch(/Admin Cup {2}5-50 ACE {2}ongoing/);
    expect((await admin('season', 'close', id!)).code).toBe(0);
    expect((await admin('season', 'list')).out).toMatch(/Admin Cup {2}5-50 ACE {2}collection-done/);
    expect((await admin('season', 'create', 'Bad', '50', '5', '7', '10')).code).toBe(2);
  });

  it('opens and closes withdrawals and sets their fees', async () => {
    await seedDemo(t.db);
    const closed = await admin(
      'withdraw',
      'set',
      'dappx',
      'allow_withdrawal=false',
      'withdrawal_fee_nitro=0.75',
    );
    expect(closed.code, closed.out).toBe(0);
    expect(closed.out).toContain('DAPPX allow_withdrawal = false');
    expect(closed.out).toContain('DAPPX withdrawal_fee_nitro = 0.75');
    expect((await admin('withdraw', 'set', 'DAPPX', 'allow_withdrawal=maybe')).out).toContain(
      'true or false',
    );
    expect((await admin('withdraw', 'set', 'ETH', 'allow_withdrawal=true')).code).toBe(2);
    expect((await admin('withdraw', 'show')).out).toContain('ACE allow_withdrawal = true');
  });

  it('prints its usage on --help (exit 0) and refuses an unknown command with exit 2', async () => {
    const help = await admin('--help');
    expect(help.code).toBe(0);
    expect(help.out).toMatch(/^Usage: npm run admin -- <command>/);
    expect(help.out).toContain('operator list | operator add <address> <owner|editor|support|finance>');
    const unknown = await admin('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.out).toMatch(/^Unknown command 'frobnicate'\.\nUsage:/);
  });

  it('adds, lists and removes console operators, each change audited as cli', async () => {
    const wallet = privateKeyToAccount(generatePrivateKey());
    expect(await admin('operator', 'add', wallet.address.toLowerCase(), 'editor')).toEqual({
      code: 0,
      out: `${wallet.address} is now an operator (editor).`,
    });
    expect((await admin('operator', 'add', wallet.address, 'editor')).out).toMatch(
      /^This wallet is already an operator\./,
    );
    expect((await admin('operator', 'add', wallet.address, 'boss')).code).toBe(2);
    expect((await admin('operator', 'list')).out).toMatch(
      new RegExp(`${wallet.address} {2}editor {3}active`),
    );
    expect((await admin('operator', 'remove', wallet.address)).code).toBe(0);
    expect((await admin('operator', 'list')).out).toMatch(
      new RegExp(`${wallet.address} {2}editor {3}disabled`),
    );
    const rows = await t.db.execute(
      sql`SELECT action, operator FROM audit_log WHERE target = ${wallet.address} ORDER BY id`,
    );
    expect(rows.rows).toEqual([
      { action: 'operator.add', operator: 'cli' },
      { action: 'operator.disable', operator: 'cli' },
    ]);
  });
});
