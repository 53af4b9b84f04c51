import { parseAmount } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../../test/ledger-invariants';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { hashToken } from '../../lib/secret-tokens';
import { postOnceArguments, signedInUser, userAccount, type LedgerEntry } from '../ledger';
import { PostingBatches, rolledBack } from './posting-batches';
import {
  batchCallArguments,
  blockAddress,
  findSessionsCountingHitsPosting,
  type SignedInPostingCall,
} from './repository';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('signed-in postings sent in batches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '100000' });
  });
  afterAll(() => t.close());

  /** A vault-to-active move of `amount` ACE by a session, counted on its own key, as the route sends it. */
  const move = (
    session: string,
    amount: string,
    options: { key?: string; max?: number; txHash?: string; limitKey?: string } = {},
  ): SignedInPostingCall => {
    const tokenHash = hashToken(session);
    const entry: LedgerEntry = {
      kind: 'transfer',
      userId: signedInUser,
      memo: 'acent vault-to-active',
      lines: [
        { account: userAccount(signedInUser, 'ACE', 'vault'), amount: -parseAmount(amount)! },
        { account: userAccount(signedInUser, 'ACE', 'active'), amount: parseAmount(amount)! },
      ],
    };
    const request = { path: '/users/acent/transfer/vault-to-active', body: { amount } };
    return {
      tokenHash,
      counter: {
        key: options.limitKey ?? `batch-test-${tokenHash}`,
        windowMs: 60_000,
        max: options.max ?? 1000,
      },
      idleMs: 86_400_000,
      posting: {
        ...postOnceArguments({ key: options.key, request }, entry),
        ...(options.txHash ? { p_tx_hash: options.txHash } : {}),
      },
    };
  };
  const userIdOf = async (address: string) =>
    (
      await t.db.execute<{ id: string }>(
        sql`SELECT id FROM users WHERE lower(public_address) = lower(${address})`,
      )
    ).rows[0]!.id;
  const aceOf = async (userId: string) => {
    const { rows } = await t.db.execute<{ bucket: string; balance: string }>(sql`
      SELECT bucket, balance::text AS balance FROM ledger_accounts
      WHERE user_id = ${userId} AND asset = 'ACE' AND bucket IN ('vault', 'active') ORDER BY bucket`);
    return Object.fromEntries(rows.map((row) => [row.bucket, row.balance]));
  };
  const transactionsOf = async (userIds: string[]) =>
    Number(
      (
        await t.db.execute<{ n: string }>(sql`
          SELECT count(DISTINCT xmin::text) AS n FROM ledger_entries
          WHERE user_id = ANY(${sql.param(userIds)}::uuid[]) AND kind = 'transfer'`)
      ).rows[0]!.n,
    );
  const ace = (whole: string) => parseAmount(whole)!.toString();

  it('answers each call of a batch as it would answer it alone, a later call seeing what an earlier one did', async () => {
    const [a, b, c, d] = await Promise.all([signUp(t.app), signUp(t.app), signUp(t.app), signUp(t.app)]);
    await blockAddress(t.db, c.address);
    const batches = new PostingBatches(t.db, 1);
    // The first call takes the only statement; the others wait for it and go out together.
    const answers = await Promise.all(
      [
        move(a.session, '1'),
        move(a.session, '2', { key: 'k1' }),
        move(a.session, '2', { key: 'k1' }),
        move(a.session, '3', { key: 'k1' }),
        move(b.session, '1000.5'),
        move(b.session, '1000.5', { key: 'kb' }),
        move(b.session, '1000.5', { key: 'kb' }),
        move('no-such-session', '1'),
        move(c.session, '1'),
        move(d.session, '1', { max: 2 }),
        move(d.session, '1', { max: 2 }),
        move(d.session, '1', { max: 2 }),
        move(a.session, '997'),
        move(a.session, '1'),
      ].map((call) => batches.post(call)),
    );
    expect(answers.map((answer) => answer.posted)).toEqual([
      'posted',
      'posted',
      'replay',
      'reused',
      'overdrawn',
      'overdrawn',
      'overdrawn', // the first gave the key back, so its duplicate ran again
      null,
      null,
      'posted',
      'posted',
      null,
      'posted',
      'overdrawn',
    ]);
    expect(answers[7]!.found).toBeUndefined();
    expect(answers[8]!.found?.blocked).toBe(true);
    expect(answers.slice(9, 12).map((answer) => answer.hit.count)).toEqual([1, 2, 3]);
    expect(answers.every((answer, index) => index === 7 || answer.open)).toBe(true);

    const [idA, idB, idD] = await Promise.all([a, b, d].map(({ address }) => userIdOf(address)));
    expect(await aceOf(idA!)).toEqual({ active: ace('1000'), vault: '0' });
    // The refused overdraft left no trace, not even an opened active account.
    expect(await aceOf(idB!)).toEqual({ vault: ace('1000') });
    expect(await aceOf(idD!)).toEqual({ active: ace('2'), vault: ace('998') });
    // A's first move alone, then one transaction for the rest.
    expect(await transactionsOf([idA!, idD!])).toBe(2);
  });

  it('runs each call again alone when the batch’s statement fails, so one bad call fails alone', async () => {
    const [a, b] = await Promise.all([signUp(t.app), signUp(t.app)]);
    const batches = new PostingBatches(t.db, 1);
    const first = batches.post(move(a.session, '1'));
    const rest = [
      move(a.session, '2', { key: 'once' }),
      move(b.session, '3', { txHash: 'not-a-transaction-hash' }),
      move(b.session, '4'),
    ].map((call) =>
      batches.post(call).then(
        (answer) => answer.posted,
        (error: unknown) => (error as { code?: string }).code,
      ),
    );
    expect((await first).posted).toBe('posted');
    // The bad hash breaks the entries' CHECK (23514): the batch rolls back and each call runs alone.
    expect(await Promise.all(rest)).toEqual(['posted', '23514', 'posted']);
    const [idA, idB] = await Promise.all([a, b].map(({ address }) => userIdOf(address)));
    expect(await aceOf(idA!)).toEqual({ active: ace('3'), vault: ace('997') });
    expect(await aceOf(idB!)).toEqual({ active: ace('4'), vault: ace('996') });
    const { rows } = await t.db.execute<{ count: number }>(
      sql`SELECT count FROM rate_limit_counters WHERE key = ${`batch-test-${hashToken(b.session)}`}`,
    );
    // The good call counted once; the failed one's count went with its statement, as it does alone.
    expect(rows[0]?.count).toBe(1);
  });

  it('keeps a key’s answer as JSON, sent as its text or embedded as the earlier release’s replicas send it', async () => {
    const { session, address } = await signUp(t.app);
    const answers = await findSessionsCountingHitsPosting(t.db, [
      move(session, '1', { key: 'as-text' }),
      move(session, '1', { key: 'as-text' }),
    ]);
    expect(answers.map((answer) => answer.posted)).toEqual(['posted', 'replay']);
    const call = batchCallArguments(move(session, '1', { key: 'embedded' }));
    const earlierRelease = { ...call, p_response: JSON.parse(call.p_response) as unknown };
    const { rows } = await t.db.execute<{ o_done: string }>(
      sql`SELECT o_done FROM users_post_once_signed_in_batch(${JSON.stringify([earlierRelease])}::jsonb)`,
    );
    expect(rows.map((row) => row.o_done)).toEqual(['posted']);
    const stored = await t.db.execute<{ key: string; response: unknown }>(sql`
      SELECT key, response FROM idempotency_keys WHERE user_id = ${await userIdOf(address)} ORDER BY key`);
    expect(stored.rows).toEqual([
      { key: 'as-text', response: { message: 'Ok' } },
      { key: 'embedded', response: { message: 'Ok' } },
    ]);
  });

  it('never runs a call again after a failure that may have followed the commit', () => {
    const answered = (code: string) => Object.assign(new pg.DatabaseError('refused', 0, 'error'), { code });
    expect(rolledBack(answered('40P01'))).toBe(true);
    expect(rolledBack(answered('23514'))).toBe(true);
    expect(rolledBack(answered('42883'))).toBe(true);
    expect(rolledBack(answered('08P01'))).toBe(false); // the pooler lost the server mid-statement
    expect(rolledBack(answered('57P01'))).toBe(false); // the server is shutting down
    expect(rolledBack(answered('XX000'))).toBe(false);
    expect(rolledBack(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }))).toBe(false);
    expect(rolledBack(undefined)).toBe(false);
  });

  it('lets two replicas’ batches cross the same accounts and keys without deadlock, each key posted once', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
    const replicas = [new PostingBatches(t.db, 2), new PostingBatches(t.db, 2)];
    // Replica 0 walks the users up, replica 1 down; every third call carries a key both replicas send.
    const calls = replicas.flatMap((replica, side) =>
      Array.from({ length: 120 }, (_, index) => {
        const user = users[side === 0 ? index % 6 : 5 - (index % 6)]!;
        const key = index % 3 === 0 ? `shared-${Math.floor(index / 3) % 10}` : undefined;
        return replica.post(move(user.session, '1', key ? { key } : {}));
      }),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter((answer) => !['posted', 'replay'].includes(answer.posted ?? ''))).toEqual([]);
    const ids = await Promise.all(users.map(({ address }) => userIdOf(address)));
    const { rows } = await t.db.execute<{ moved: string }>(sql`
      SELECT coalesce(sum(balance), 0)::text AS moved FROM ledger_accounts
      WHERE user_id = ANY(${sql.param(ids)}::uuid[]) AND asset = 'ACE' AND bucket = 'active'`);
    const posted = answers.filter((answer) => answer.posted === 'posted').length;
    expect(rows[0]!.moved).toBe(ace(String(posted)));
    // 160 calls without a key, and each user's keys once each of the keys it was sent with.
    const keyed = new Set<string>();
    replicas.forEach((_, side) => {
      for (let index = 0; index < 120; index += 3) {
        const user = side === 0 ? index % 6 : 5 - (index % 6);
        keyed.add(`${user}:${Math.floor(index / 3) % 10}`);
      }
    });
    expect(posted).toBe(160 + keyed.size);
    expect(await ledgerInvariants(t.db)).toEqual({ unbalanced: [], negative: [], drift: [] });
  });
});
