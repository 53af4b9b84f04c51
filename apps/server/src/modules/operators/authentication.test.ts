import { operatorsTexts } from '@dappx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { createTestApp } from '../../../test/test-app';

describe('console calls check the operator before what they were sent', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const badCalls = [
    { method: 'POST', url: '/admin/api/operators', payload: { address: 'nope', role: 'admin' } },
    { method: 'POST', url: '/admin/api/maintenance', payload: { on: 'yes', message: 7 } },
    { method: 'POST', url: '/admin/api/users/not-a-uuid/block', payload: { reason: 42 } },
    { method: 'GET', url: '/admin/api/audit?action=no-such-action&before=x' },
  ] as const;

  it.each(badCalls)('answers $method $url without a session 401, not the field messages', async (call) => {
    const answer = await t.app.inject(call);
    expect([answer.statusCode, answer.json()]).toEqual([
      401,
      { code: 'UNAUTHORIZED', message: operatorsTexts.sessionMissing },
    ]);
  });

  it('answers an ended console session 401, a role the call does not name 403, and validates the rest', async () => {
    const editor = await signInAsOperator(t.app, t.db, 'editor');
    const [add, block] = [badCalls[0], badCalls[2]];
    const forbidden = await t.app.inject({ ...add, headers: editor.headers });
    expect([forbidden.statusCode, forbidden.json().message]).toEqual([403, operatorsTexts.forbidden]);
    const owner = await signInAsOperator(t.app, t.db, 'owner');
    expect((await t.app.inject({ ...add, headers: owner.headers })).statusCode).toBe(400);
    expect((await t.app.inject({ ...block, headers: owner.headers })).statusCode).toBe(400);

    await t.app.inject({ method: 'POST', url: '/admin/api/auth/sign-out', headers: owner.headers });
    const ended = await t.app.inject({ ...add, headers: owner.headers });
    expect([ended.statusCode, ended.json().message]).toEqual([401, operatorsTexts.sessionExpired]);
  });
});
