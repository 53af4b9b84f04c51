import { parseAmount } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerInvariants } from '../../../test/ledger-invariants';
import { demoSeasons, signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// The same books as ledger.test.ts, driven through the API's money-moving calls: transfers, governance
// and DAPPX stakes and unstakes, season stakes, and the accruals that time brings.
describe('the ledger under the money-moving calls', () => {
  let t: TestApp;
  let seasonId: string;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '100000' });
    seasonId = (await demoSeasons(t.app)).ranged._id;
  });
  afterAll(() => t.close());

  const post = (session: string, url: string, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'session-id': session },
      ...(payload ? { payload } : {}),
    });
  const get = (session: string, url: string) => t.app.inject({ url, headers: { 'session-id': session } });

  /** A demo account with both staking kinds activated. */
  async function staker() {
    const user = await signUp(t.app);
    await post(user.session, '/users/acent/transfer/vault-to-active', { amount: '100' });
    expect((await post(user.session, '/users/acent/governance-pledging/activate')).statusCode).toBe(200);
    expect(
      (await post(user.session, '/users/createPledgingActivationTransaction', { tokenType: 'DAPPX' }))
        .statusCode,
    ).toBe(200);
    return user;
  }

  const amount = fc.integer({ min: 1, max: 400_000_000 }).map((micros) => (micros / 1e6).toFixed(6));
  const call = fc.oneof(
    fc.record({
      kind: fc.constant('transfer' as const),
      token: fc.constantFrom('acent', 'dappx', 'zera'),
      back: fc.boolean(),
      amount,
    }),
    fc.record({
      kind: fc.constantFrom('stake' as const, 'unstake' as const),
      token: fc.constantFrom('acent', 'edao'),
      amount,
    }),
    fc.record({ kind: fc.constantFrom('pledge' as const, 'unpledge' as const), amount }),
    fc.record({ kind: fc.constant('season' as const), amount }),
    fc.record({ kind: fc.constant('accrue' as const), minutes: fc.integer({ min: 1, max: 600 }) }),
  );
  type Call = typeof call extends fc.Arbitrary<infer C> ? C : never;

  async function run(user: { session: string; address: string }, userId: string, op: Call) {
    switch (op.kind) {
      case 'transfer': {
        const directions =
          op.token === 'zera' ? ['main-to-pocket', 'pocket-to-main'] : ['vault-to-active', 'active-to-vault'];
        return post(user.session, `/users/${op.token}/transfer/${directions[op.back ? 1 : 0]}`, {
          amount: op.amount,
        });
      }
      case 'stake':
        return post(user.session, `/users/${op.token}/governance-pledging/pledge`, { amount: op.amount });
      case 'unstake':
        return post(user.session, `/users/${op.token}/governance-pledging/unpledge`, { amount: op.amount });
      case 'pledge':
        return post(user.session, '/users/createPledging', { pledgeAmount: op.amount, tokenType: 'DAPPX' });
      case 'unpledge':
        return post(user.session, '/users/createUnpledgeTx', {
          unpledgeAmount: op.amount,
          tokenType: 'DAPPX',
        });
      case 'season':
        return post(user.session, '/users/acent/createPledge', {
          pledgeAmount: op.amount,
          wallet: user.address,
          season_id: seasonId,
        });
      case 'accrue':
        // Time passing: the accrual clocks move back, and the next reads settle what was earned since.
        await t.db.execute(sql`
          UPDATE staking_accounts SET mined_until = mined_until - make_interval(mins => ${op.minutes})
          WHERE user_id = ${userId}`);
        await post(user.session, '/users/getEarnedZeraBalance', { token_type: 'DAPPX' });
        return get(user.session, '/users/acent/governance-pledging/edao-earned');
    }
  }

  it('after any sequence of calls the books balance, nothing is negative, and each answer is Ok or a refusal', async () => {
    const user = await staker();
    const [{ id: userId }] = (
      await t.db.execute<{ id: string }>(
        sql`SELECT id FROM users WHERE lower(public_address) = lower(${user.address})`,
      )
    ).rows as [{ id: string }];
    await fc.assert(
      fc.asyncProperty(fc.array(call, { minLength: 1, maxLength: 12 }), async (calls) => {
        for (const op of calls) {
          const answer = await run(user, userId, op);
          expect([200, 400, 403, 409], `${JSON.stringify(op)}: ${answer.body}`).toContain(answer.statusCode);
        }
        expect(await ledgerInvariants(t.db)).toEqual({ unbalanced: [], negative: [], drift: [] });
      }),
      { numRuns: 15 },
    );
  });

  it('never overdraws one active balance under 200 concurrent transfers, stakes and season stakes', async () => {
    const user = await staker(); // 94 ACE active after the two activation fees (1 and 5 ACE)
    const calls = Array.from({ length: 200 }, (_, index) =>
      index % 3 === 0
        ? post(user.session, '/users/acent/transfer/active-to-vault', { amount: '3' })
        : index % 3 === 1
          ? post(user.session, '/users/acent/governance-pledging/pledge', { amount: '2' }) // 2.04 with fees
          : post(user.session, '/users/acent/createPledge', {
              pledgeAmount: '10',
              wallet: user.address,
              season_id: seasonId,
            }),
    );
    const answers = await Promise.all(calls);
    expect(answers.filter((answer) => ![200, 400].includes(answer.statusCode)).map((a) => a.body)).toEqual(
      [],
    );
    const spent = answers.reduce((total, answer, index) => {
      if (answer.statusCode !== 200) return total;
      return total + parseAmount(['3', '2.04', '10'][index % 3]!)!;
    }, 0n);
    const active = BigInt(
      parseAmount((await get(user.session, '/users/acent/active/balance')).json().balance)!,
    );
    expect(spent).toBeLessThanOrEqual(parseAmount('94')!);
    // Far more was asked than held: what is left is less than the largest call.
    expect(spent).toBeGreaterThan(parseAmount('84')!);
    expect(active).toBe(parseAmount('94')! - spent);
    expect(await ledgerInvariants(t.db)).toEqual({ unbalanced: [], negative: [], drift: [] });
  });
});
