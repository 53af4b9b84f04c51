import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { signUp } from '../../../test/signed-in';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('transfers and balances', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const balance = async (session: string, token: string, bucket: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/users/${token}/${bucket}/balance`,
      headers: { 'session-id': session },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    return body.balance ?? body.zera_balance;
  };
  const move = (session: string, path: string, amount: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/users/${path}`,
      headers: { 'session-id': session, ...headers },
      payload: { amount },
    });

  it('gives a new demo account its starter balances', async () => {
    const { session } = await signUp(t.app);
    expect(await balance(session, 'acent', 'vault')).toBe('1000');
    expect(await balance(session, 'acent', 'active')).toBe('0');
    expect(await balance(session, 'dappx', 'vault')).toBe('500');
    expect(await balance(session, 'edao', 'vault')).toBe('50');
    expect(await balance(session, 'zera', 'main')).toBe('100');
  });

  it('moves ACE vault -> active and back, exactly, answering Ok', async () => {
    const { session } = await signUp(t.app);
    const response = await move(session, 'acent/transfer/vault-to-active', '12.345678');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Ok' });
    expect(await balance(session, 'acent', 'vault')).toBe('987.654322');
    expect(await balance(session, 'acent', 'active')).toBe('12.345678');
    await move(session, 'acent/transfer/active-to-vault', 2);
    expect(await balance(session, 'acent', 'active')).toBe('10.345678');
  });

  it('moves Zera main -> pocket', async () => {
    const { session } = await signUp(t.app);
    expect((await move(session, 'zera/transfer/main-to-pocket', '40')).statusCode).toBe(200);
    expect(await balance(session, 'zera', 'main')).toBe('60');
    expect(await balance(session, 'zera', 'pocket')).toBe('40');
  });

  it.each([
    ['0', 'Please input amount to be transferred.'],
    ['-5', 'Please input amount to be transferred.'],
    ['abc', 'Please input amount to be transferred.'],
    ['1.0000001', 'Use at most 6 decimal places.'],
  ])('refuses the amount %j with %j and moves nothing', async (amount, message) => {
    const { session } = await signUp(t.app);
    const response = await move(session, 'acent/transfer/vault-to-active', amount);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    expect(await balance(session, 'acent', 'vault')).toBe('1000');
  });

  it('refuses more than the source holds with the spec text, changing nothing', async () => {
    const { session, address } = await signUp(t.app);
    const response = await move(session, 'dappx/transfer/vault-to-active', '500.000001');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient Balance.' });
    expect(await balance(session, 'dappx', 'vault')).toBe('500');
    expect(await balance(session, 'dappx', 'active')).toBe('0');
    // Not even the account it would have credited is opened.
    const opened = await t.db.execute<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ledger_accounts a JOIN users u ON u.id = a.user_id
      WHERE lower(u.public_address) = ${address.toLowerCase()} AND a.asset = 'DAPPX' AND a.bucket = 'active'`);
    expect(opened.rows[0]?.n).toBe(0);
  });

  it('refuses a direction the token does not have, and a balance that does not exist', async () => {
    const { session } = await signUp(t.app);
    expect((await move(session, 'zera/transfer/vault-to-active', '1')).statusCode).toBe(400);
    expect((await move(session, 'edao/transfer/vault-to-active', '1')).statusCode).toBe(400);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/users/acent/main/balance',
      headers: { 'session-id': session },
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/users/acent/transfer/vault-to-active',
      payload: { amount: '1' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('never overdraws under 200 concurrent transfers from one balance', async () => {
    const { session } = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => move(session, 'acent/transfer/vault-to-active', '7')),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200).length;
    expect(ok).toBe(142); // 1000 / 7, the rest refused
    expect(answers.every((answer) => [200, 400].includes(answer.statusCode))).toBe(true);
    expect(await balance(session, 'acent', 'vault')).toBe('6');
    expect(await balance(session, 'acent', 'active')).toBe('994');
  });

  it('ends consistent when two buckets send to each other in parallel, without deadlock', async () => {
    const { session } = await signUp(t.app);
    await move(session, 'acent/transfer/vault-to-active', '500');
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        move(session, i % 2 ? 'acent/transfer/vault-to-active' : 'acent/transfer/active-to-vault', '3'),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await balance(session, 'acent', 'vault')).toBe('500');
    expect(await balance(session, 'acent', 'active')).toBe('500');
  });

  it('runs one Idempotency-Key once, even sent 20 times at once, and refuses it for another request', async () => {
    const { session } = await signUp(t.app);
    const headers = { 'idempotency-key': 'move-once-1' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => move(session, 'acent/transfer/vault-to-active', '10', headers)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.every((answer) => answer.json().message === 'Ok')).toBe(true);
    expect(await balance(session, 'acent', 'active')).toBe('10');

    const other = await move(session, 'acent/transfer/vault-to-active', '11', headers);
    expect(other.statusCode).toBe(409);
    expect(await balance(session, 'acent', 'active')).toBe('10');
  });

  it('sends one statement per transfer, with or without an Idempotency-Key: session, write limit and posting', async () => {
    const { session } = await signUp(t.app);
    const statementsOf = async (send: () => Promise<{ statusCode: number }>) => {
      const sent = vi.spyOn(pg.Client.prototype, 'query');
      // One request in 500 also sweeps the rate limits' old windows: housekeeping, not the transfer's work.
      const noSweep = vi.spyOn(Math, 'random').mockReturnValue(0.5);
      try {
        expect((await send()).statusCode).toBe(200);
        return sent.mock.calls.length;
      } finally {
        sent.mockRestore();
        noSweep.mockRestore();
      }
    };
    expect(await statementsOf(() => move(session, 'acent/transfer/vault-to-active', '1'))).toBe(1);
    const keyed = () => move(session, 'acent/transfer/vault-to-active', '2', { 'idempotency-key': 'one-1' });
    expect(await statementsOf(keyed)).toBe(1);
    // A replay reads the stored answer: one more, and nothing posted again.
    expect(await statementsOf(keyed)).toBe(2);
    expect(await balance(session, 'acent', 'active')).toBe('3');
  });

  it('gives an Idempotency-Key back when its transfer is refused for the balance, so a retry runs again', async () => {
    const { session } = await signUp(t.app);
    const keyed = { 'idempotency-key': 'short-then-funded' };
    expect((await move(session, 'dappx/transfer/vault-to-active', '200')).statusCode).toBe(200);
    const short = await move(session, 'dappx/transfer/vault-to-active', '400', keyed);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Insufficient Balance.');
    expect((await move(session, 'dappx/transfer/active-to-vault', '200')).statusCode).toBe(200);
    const retried = await move(session, 'dappx/transfer/vault-to-active', '400', keyed);
    expect(retried.statusCode).toBe(200);
    expect(await balance(session, 'dappx', 'vault')).toBe('100');
    expect(await balance(session, 'dappx', 'active')).toBe('400');
    // Now claimed: the same request replays its answer and moves nothing more.
    expect((await move(session, 'dappx/transfer/vault-to-active', '400', keyed)).json()).toEqual({
      message: 'Ok',
    });
    expect(await balance(session, 'dappx', 'active')).toBe('400');
  });

  it('keeps the books: every asset’s postings sum to zero and each balance is the sum of its postings', async () => {
    const unbalanced = await t.db.execute(
      sql`SELECT asset FROM ledger_postings GROUP BY asset HAVING sum(amount) <> 0`,
    );
    expect(unbalanced.rows).toEqual([]);
    const drift = await t.db.execute(sql`
      SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id
      GROUP BY a.id HAVING a.balance <> coalesce(sum(p.amount), 0)`);
    expect(drift.rows).toEqual([]);
  });
});
