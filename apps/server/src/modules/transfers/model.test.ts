import { parseAmount } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../../test/ledger-invariants';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// Transfers as several accounts and a stranger send them: each round's calls race (so the API sends them
// in shared statements), keys seen before come back with the same request or another, and the API
// restarts between rounds. Whatever the order the database chose, every key moves money at most once,
// no call moves money it was refused, and nothing is created or lost.
describe('transfers under races, replays and restarts', () => {
  // One posting statement in flight at a time: calls that race queue up and share the next statement.
  const env = {
    DEMO_MODE: 'true',
    SIGN_IN_RATE_LIMIT_MAX: '100000',
    RATE_LIMIT_MAX: '1000000',
    DB_POOL_MAX: '2',
  };
  let t: TestApp;
  let accounts: { session: string; userId: string }[];
  beforeAll(async () => {
    t = await createTestApp(env);
    accounts = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const { session, address } = await signUp(t.app);
        const { rows } = await t.db.execute<{ id: string }>(
          sql`SELECT id FROM users WHERE lower(public_address) = lower(${address})`,
        );
        return { session, userId: rows[0]!.id };
      }),
    );
  });
  afterAll(() => t.close());

  const stranger = { session: 'a-session-nobody-was-given', userId: '' };
  const fresh = fc.record({
    who: fc.integer({ min: 0, max: 3 }),
    token: fc.constantFrom('acent', 'dappx'),
    back: fc.boolean(),
    whole: fc.integer({ min: 1, max: 400 }),
    keyed: fc.boolean(),
  });
  const call = fc.oneof(
    { weight: 3, arbitrary: fresh.map((sent) => ({ kind: 'fresh' as const, ...sent })) },
    { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'replay' as const, pick })) },
    { weight: 1, arbitrary: fc.nat().map((pick) => ({ kind: 'misuse' as const, pick })) },
  );
  const round = fc.record({ calls: fc.array(call, { minLength: 1, maxLength: 8 }), restart: fc.boolean() });

  type Op = typeof call extends fc.Arbitrary<infer C> ? C : never;
  type Sent = { who: number; token: string; back: boolean; whole: number; key?: string };
  let keyCounter = 0;

  /** A round's call as sent: a fresh one, or a keyed one seen before, as it was or with another amount. */
  function materialise(op: Op, seen: Sent[]): Sent | undefined {
    if (op.kind === 'fresh') {
      const { who, token, back, whole, keyed } = op;
      return { who, token, back, whole, ...(keyed ? { key: `model-${(keyCounter += 1)}` } : {}) };
    }
    const earlier = seen[op.pick % Math.max(1, seen.length)];
    if (!earlier) return undefined;
    return op.kind === 'replay' ? earlier : { ...earlier, whole: earlier.whole + 1 };
  }

  const send = (sent: Sent) => {
    const account = accounts[sent.who] ?? stranger;
    const direction = sent.back ? 'active-to-vault' : 'vault-to-active';
    return t.app.inject({
      method: 'POST',
      url: `/users/${sent.token}/transfer/${direction}`,
      headers: { 'session-id': account.session, ...(sent.key ? { 'idempotency-key': sent.key } : {}) },
      payload: { amount: String(sent.whole) },
    });
  };

  const balancesOf = async () => {
    const { rows } = await t.db.execute<{
      user_id: string;
      asset: string;
      bucket: string;
      balance: string;
    }>(sql`
      SELECT user_id, asset, bucket, balance::text AS balance FROM ledger_accounts
      WHERE user_id = ANY(${sql.param(accounts.map((account) => account.userId))}::uuid[])
        AND asset IN ('ACE', 'DAPPX') AND bucket IN ('vault', 'active')`);
    return new Map(rows.map((row) => [`${row.user_id} ${row.asset} ${row.bucket}`, BigInt(row.balance)]));
  };

  it('moves each key’s money once and every refused call’s never, whatever the order and restarts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(round, { minLength: 1, maxLength: 5 }), async (rounds) => {
        const before = await balancesOf();
        const seen: Sent[] = [];
        const moved = new Map<string, bigint>(); // user asset -> net into active
        const keysMoved = new Map<string, Sent>();
        for (const { calls, restart } of rounds) {
          const sent = calls.map((op) => materialise(op, seen)).filter((one) => one !== undefined);
          const answers = await Promise.all(sent.map(send));
          sent.forEach((one, index) => {
            const status = answers[index]!.statusCode;
            expect([200, 400, 401, 409], answers[index]!.body).toContain(status);
            if (one.who === 3) expect(status).toBe(401);
            if (status !== 200) return;
            if (one.key) {
              const earlier = keysMoved.get(`${one.who} ${one.key}`);
              if (earlier) {
                expect(earlier.whole).toBe(one.whole); // a key answers 200 only for its own request
                return;
              }
              keysMoved.set(`${one.who} ${one.key}`, one);
            }
            const asset = one.token === 'acent' ? 'ACE' : 'DAPPX';
            const into = `${accounts[one.who]!.userId} ${asset}`;
            const amount = parseAmount(String(one.whole))!;
            moved.set(into, (moved.get(into) ?? 0n) + (one.back ? -amount : amount));
          });
          seen.push(...sent.filter((one) => one.key !== undefined && one.who !== 3));
          if (restart) {
            const databaseUrl = t.databaseUrl;
            await t.close();
            t = await createTestApp(env, databaseUrl);
          }
        }
        const after = await balancesOf();
        for (const { userId } of accounts)
          for (const asset of ['ACE', 'DAPPX']) {
            const was = (bucket: string) => before.get(`${userId} ${asset} ${bucket}`) ?? 0n;
            const now = (bucket: string) => after.get(`${userId} ${asset} ${bucket}`) ?? 0n;
            const net = moved.get(`${userId} ${asset}`) ?? 0n;
            expect(now('active') - was('active'), `${asset} active`).toBe(net);
            expect(now('vault') - was('vault'), `${asset} vault`).toBe(-net);
          }
        expect(await ledgerInvariants(t.db)).toEqual({ unbalanced: [], negative: [], drift: [] });
      }),
      { numRuns: 15 },
    );
  }, 60_000);
});
