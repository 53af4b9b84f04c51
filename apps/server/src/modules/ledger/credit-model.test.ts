import { parseAmount } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

type Headers = Record<string, string>;

// Zera's limits for this test, in whole tokens: small, so random sequences reach every cap. Each run
// draws its own per-day cap, from one credit's worth (reached at once) to room for several.
const token = 10n ** 18n;
const perCredit = 10n * token;
const threshold = 5n * token;
const perDayCap = fc.bigInt(10n, 25n).map((whole) => whole * token);

type Command =
  | { kind: 'credit'; by: number; amount: bigint }
  | { kind: 'approve'; by: number; pick: number; racedBy: number | undefined }
  | { kind: 'reject'; by: number; pick: number };

const operator = fc.integer({ min: 0, max: 2 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    kind: fc.constant('credit' as const),
    by: operator,
    amount: fc.bigInt(1n, 14n).map((whole) => whole * token),
  }),
  fc.record({
    kind: fc.constant('approve' as const),
    by: operator,
    pick: fc.nat(),
    racedBy: fc.option(operator, { nil: undefined }),
  }),
  fc.record({ kind: fc.constant('reject' as const), by: operator, pick: fc.nat() }),
);

/** What the store should hold: every credit asked for, by whom, and where it stands. */
type ModelCredit = { id: string; by: number; amount: bigint; status: 'posted' | 'pending' | 'rejected' };
type User = Awaited<ReturnType<typeof signUp>>;
/** One generated run: its own user and day cap, the credits it asked for, the balance before them. */
type Run = { user: User; perDay: bigint; credits: ModelCredit[]; start: bigint };

describe('credits under random requests, approvals and rejections by several operators', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let finance: Headers[];
  beforeAll(async () => {
    // Every run (shrinking's replays too) signs up a user of its own.
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '100000' });
    finance = [(await signInAsOperator(t.app, t.db, 'owner')).headers];
    for (let index = 1; index < 3; index += 1)
      finance.push((await signInAsOperator(t.app, t.db, 'finance')).headers);
  }, 120_000);
  afterAll(() => t.close());

  const used = (run: Run) =>
    run.credits
      .filter((credit) => credit.status !== 'rejected')
      .reduce((sum, credit) => sum + credit.amount, 0n);

  const balanceOf = async (user: User) =>
    parseAmount(
      (
        await t.app.inject({ url: '/users/zera/main/balance', headers: { 'session-id': user.session } })
      ).json().zera_balance as string,
    )!;

  /**
   * A run that depends on no other, so a failing one replays as it ran: a new user, the run's limits set
   * by the owner, and the token's day begun afresh (the credits of earlier runs a day old, out of the
   * per-day cap's 24 hours).
   */
  async function freshRun(perDay: bigint): Promise<Run> {
    await t.db.execute(
      sql`UPDATE credits SET requested_at = requested_at - interval '1 day' WHERE token = 'ZERA'`,
    );
    const limits = {
      per_credit_cap: `${perCredit}`,
      per_day_cap: `${perDay}`,
      approval_threshold: `${threshold}`,
    };
    const set = await t.app.inject({
      method: 'POST',
      url: '/admin/api/credit-limits/ZERA',
      payload: limits,
      headers: finance[0]!,
    });
    expect(set.statusCode, set.body).toBe(200);
    const user = await signUp(t.app);
    return { user, perDay, credits: [], start: await balanceOf(user) };
  }

  const decide = (verb: 'approve' | 'reject', id: string, by: number) =>
    t.app.inject({ method: 'POST', url: `/admin/api/credits/${id}/${verb}`, headers: finance[by]! });

  async function askForCredit(run: Run, by: number, amount: bigint) {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/admin/api/credits',
      payload: { address: run.user.address, token: 'ZERA', amount: `${amount}`, reason: 'model' },
      headers: finance[by]!,
    });
    if (amount > perCredit || used(run) + amount > run.perDay) return expect(answer.statusCode).toBe(400);
    expect(answer.statusCode).toBe(201);
    const status = amount > threshold ? 'pending' : 'posted';
    expect(answer.json().status).toBe(status);
    run.credits.push({ id: answer.json().id, by, amount, status });
  }

  /** The one status code a decision by `by` should get, and whether it changes the credit. */
  const expectedDecision = (credit: ModelCredit, by: number) =>
    credit.status !== 'pending' ? 409 : credit.by === by ? 403 : 200;

  async function approve(credit: ModelCredit, by: number, racedBy: number | undefined) {
    const deciders = racedBy === undefined ? [by] : [by, racedBy];
    const answers = await Promise.all(deciders.map((decider) => decide('approve', credit.id, decider)));
    const codes = answers.map((answer) => answer.statusCode);
    const allowed = deciders.filter((decider) => expectedDecision(credit, decider) === 200);
    // Of operators racing to approve one waiting credit, one posts it and the others find it decided.
    expect(codes.filter((code) => code === 200)).toHaveLength(allowed.length > 0 ? 1 : 0);
    for (const [index, decider] of deciders.entries()) {
      const expected = expectedDecision(credit, decider);
      // Its requester, deciding at the same time as an operator who may post it, is told either that the
      // credit is not theirs to decide (theirs came first) or that it is decided (the approval came first).
      const orLater = expected === 403 && allowed.length > 0 ? [409] : [];
      if (expected !== 200) expect([expected, ...orLater]).toContain(codes[index]);
    }
    if (allowed.length > 0) credit.status = 'posted';
  }

  async function reject(credit: ModelCredit, by: number) {
    const answer = await decide('reject', credit.id, by);
    expect(answer.statusCode).toBe(expectedDecision(credit, by));
    if (answer.statusCode === 200) credit.status = 'rejected';
  }

  async function expectStoreMatches(run: Run) {
    const posted = run.credits.filter((credit) => credit.status === 'posted');
    expect(await balanceOf(run.user)).toBe(
      run.start + posted.reduce((sum, credit) => sum + credit.amount, 0n),
    );
    expect(used(run)).toBeLessThanOrEqual(run.perDay);
    const listed = (
      await t.app.inject({ url: '/admin/api/credits?status=posted', headers: finance[0]! })
    ).json().credits as { id: string; entry_id: string }[];
    const entries = listed
      .filter((row) => posted.some((credit) => credit.id === row.id))
      .map((row) => row.entry_id);
    expect(new Set(entries).size).toBe(posted.length);
  }

  it('posts exactly the credits posted at once or approved, never above a cap, nothing twice', async () => {
    await fc.assert(
      fc.asyncProperty(
        perDayCap,
        fc.array(command, { minLength: 1, maxLength: 12 }),
        async (perDay, commands) => {
          const run = await freshRun(perDay);
          for (const step of commands) {
            const picked = run.credits.length > 0 && step.kind !== 'credit';
            const credit = picked ? run.credits[step.pick % run.credits.length]! : undefined;
            if (step.kind === 'credit') await askForCredit(run, step.by, step.amount);
            else if (credit && step.kind === 'approve') await approve(credit, step.by, step.racedBy);
            else if (credit && step.kind === 'reject') await reject(credit, step.by);
          }
          await expectStoreMatches(run);
        },
      ),
      { numRuns: 25 },
    );
  }, 240_000);
});
