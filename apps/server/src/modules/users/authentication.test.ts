import { usersTexts } from '@dappx/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';

describe('signed-in calls check the session before what they were sent', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const badCalls = [
    { method: 'POST', url: '/v1/submissions', payload: { name: 7 } },
    { method: 'POST', url: '/users/changeEmail', payload: { email_id: 'not an email' } },
    { method: 'POST', url: '/users/createPledging', payload: { amount: 'lots' } },
    { method: 'POST', url: '/users/acent/transfer/sideways', payload: { amount: -1 } },
    { method: 'GET', url: '/users/nosuchtoken/vault/balance' },
  ] as const;

  it.each(badCalls)('answers $method $url without a session 401, not the field messages', async (call) => {
    const answer = await t.app.inject(call);
    expect([answer.statusCode, answer.json()]).toEqual([
      401,
      { code: 'UNAUTHORIZED', message: usersTexts.sessionMissing },
    ]);
  });

  it('answers an ended session 401, and validates the calls of an open one', async () => {
    const user = await signUp(t.app);
    const headers = { 'session-id': user.session };
    for (const call of badCalls.slice(0, 3)) {
      expect((await t.app.inject({ ...call, headers })).statusCode).toBe(400);
    }
    await t.app.inject({ url: '/users/logout', headers });
    const ended = await t.app.inject({ ...badCalls[0], headers });
    expect([ended.statusCode, ended.json().message]).toEqual([401, usersTexts.sessionExpired]);
  });
});
