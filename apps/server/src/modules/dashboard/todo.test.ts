import type { DashboardTodoResponse } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

type Operator = Awaited<ReturnType<typeof signInAsOperator>>;

describe('/admin/api/dashboard/todo: what waits for each role', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let user: Awaited<ReturnType<typeof signUp>>;
  const operators = {} as Record<'owner' | 'editor' | 'support' | 'finance', Operator>;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
    for (const role of ['owner', 'editor', 'support', 'finance'] as const)
      operators[role] = await signInAsOperator(t.app, t.db, role);
    user = await signUp(t.app);
  }, 120_000);
  afterAll(() => t.close());

  const todo = async (role: keyof typeof operators): Promise<DashboardTodoResponse> => {
    const answer = await t.app.inject({ url: '/admin/api/dashboard/todo', headers: operators[role].headers });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  async function submitDapp(name: string) {
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/v1/uploads/logo',
      payload: png,
      headers: { 'session-id': user.session, 'content-type': 'image/png' },
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/submissions',
      headers: { 'session-id': user.session },
      payload: {
        name,
        url: `https://${name.toLowerCase()}.example`,
        category: 'defi',
        description: 'Counted on the dashboard.',
        logo: uploaded.json().path,
        chains: ['ethereum'],
        contracts: [],
        contact_email: 'team@todo.example',
      },
    });
    expect(sent.statusCode, sent.body).toBe(201);
  }

  it('counts a new submission for editors and the owner, and shows it to no other role', async () => {
    const before = await todo('editor');
    await submitDapp('Todoswap');
    expect((await todo('editor')).submissions).toBe(before.submissions! + 1);
    expect((await todo('owner')).submissions).toBe(before.submissions! + 1);
    for (const role of ['support', 'finance'] as const) expect((await todo(role)).submissions).toBeNull();
  });

  it('counts withdrawals waiting and overdue for finance only (rows forced past the ledger in this throwaway database)', async () => {
    const before = await todo('finance');
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      for (const [nonce, deadline] of [
        [998001, sql`now() + interval '1 hour'`],
        [998002, sql`now() - interval '1 hour'`],
      ] as const)
        await tx.execute(sql`
          INSERT INTO withdrawals (user_id, token, amount, fee_core, fee_nitro, fee_ubi, nonce, deadline,
            to_address, signature, from_block, request_entry_id)
          SELECT id, 'ACE', 1, 0, 0, 0, ${nonce}, ${deadline}, '0x0', '0x0', 0, 0
          FROM users WHERE public_address = ${user.address}`);
    });
    const after = await todo('finance');
    expect(after.withdrawals_waiting).toBe(before.withdrawals_waiting! + 2);
    expect(after.withdrawals_overdue).toBe(before.withdrawals_overdue! + 1);
    expect(after).toMatchObject({ credit_approvals: 0, setting_approvals: 0, review_reports: null });
    expect(await todo('support')).toMatchObject({ review_reports: 0, withdrawals_waiting: null });
    expect((await todo('editor')).credit_approvals).toBeNull();
  });

  it('has no lag to show without chains, and refuses anyone signed out', async () => {
    expect((await todo('owner')).indexer_lag).toBeNull();
    expect((await t.app.inject({ url: '/admin/api/dashboard/todo' })).statusCode).toBe(401);
  });
});
