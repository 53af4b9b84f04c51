import { parseAmount } from '@dappx/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

type Headers = Record<string, string>;

// Zera's limits for this test, in whole tokens: small, so random sequences reach every cap.
const token = 10n ** 18n;
const perCredit = 10n * token;
const perDay = 150n * token;
const threshold = 5n * token;

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

describe('credits under random requests, approvals and rejections by several operators', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let finance: Headers[];
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true' });
    const owner = (await signInAsOperator(t.app, t.db, 'owner')).headers;
    finance = [owner];
    for (let index = 1; index < 3; index += 1)
      finance.push((await signInAsOperator(t.app, t.db, 'finance')).headers);
    const limits = {
      per_credit_cap: `${perCredit}`,
      per_day_cap: `${perDay}`,
      approval_threshold: `${threshold}`,
    };
    const set = await t.app.inject({
      method: 'POST',
      url: '/admin/api/credit-limits/ZERA',
      payload: limits,
      headers: owner,
    });
    if (set.statusCode !== 200) throw new Error(set.body);
  }, 120_000);
  afterAll(() => t.close());

  // The day's room is the token's, not a user's: the model keeps it across runs, as the store does.
  const credits: ModelCredit[] = [];
  const used = () =>
    credits.filter((credit) => credit.status !== 'rejected').reduce((sum, credit) => sum + credit.amount, 0n);

  const decide = (verb: 'approve' | 'reject', id: string, by: number) =>
    t.app.inject({ method: 'POST', url: `/admin/api/credits/${id}/${verb}`, headers: finance[by]! });

  async function askForCredit(address: string, by: number, amount: bigint) {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/admin/api/credits',
      payload: { address, token: 'ZERA', amount: `${amount}`, reason: 'model' },
      headers: finance[by]!,
    });
    if (amount > perCredit || used() + amount > perDay) return expect(answer.statusCode).toBe(400);
    expect(answer.statusCode).toBe(201);
    const status = amount > threshold ? 'pending' : 'posted';
    expect(answer.json().status).toBe(status);
    credits.push({ id: answer.json().id, by, amount, status });
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
      if (expected !== 200) expect(codes[index]).toBe(expected);
    }
    if (allowed.length > 0) credit.status = 'posted';
  }

  async function reject(credit: ModelCredit, by: number) {
    const answer = await decide('reject', credit.id, by);
    expect(answer.statusCode).toBe(expectedDecision(credit, by));
    if (answer.statusCode === 200) credit.status = 'rejected';
  }

  it('posts exactly the credits posted at once or approved, never above a cap, nothing twice', async () => {
    const user = await signUp(t.app);
    const balance = async () =>
      parseAmount(
        (
          await t.app.inject({ url: '/users/zera/main/balance', headers: { 'session-id': user.session } })
        ).json().zera_balance as string,
      )!;
    const start = await balance();
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 12 }), async (commands) => {
        for (const step of commands) {
          const credit =
            credits.length > 0 && step.kind !== 'credit' ? credits[step.pick % credits.length]! : undefined;
          if (step.kind === 'credit') await askForCredit(user.address, step.by, step.amount);
          else if (credit && step.kind === 'approve') await approve(credit, step.by, step.racedBy);
          else if (credit && step.kind === 'reject') await reject(credit, step.by);
        }
        const posted = credits.filter((credit) => credit.status === 'posted');
        expect(await balance()).toBe(start + posted.reduce((sum, credit) => sum + credit.amount, 0n));
        expect(used()).toBeLessThanOrEqual(perDay);
        const listed = (
          await t.app.inject({ url: '/admin/api/credits?status=posted', headers: finance[0]! })
        ).json().credits as { id: string; entry_id: string }[];
        const entries = listed
          .filter((row) => posted.some((credit) => credit.id === row.id))
          .map((row) => row.entry_id);
        expect(new Set(entries).size).toBe(posted.length);
      }),
      { numRuns: 25 },
    );
  }, 240_000);
});
