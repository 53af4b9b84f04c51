import { usersTexts } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { findUserByAddress } from './repository';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('linking a phone with the profile QR code', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SIGN_IN_RATE_LIMIT_MAX: '1000' });
  });
  afterAll(() => t.close());

  const qrCode = async (session: string) =>
    (await t.app.inject({ url: '/users/getQRCode', headers: { 'session-id': session } })).json();
  const link = (code: string) =>
    t.app.inject({ method: 'POST', url: '/users/linkDevice', payload: { code } });

  it('gives the scanning device a session of the same user, once', async () => {
    const user = await signUp(t.app);
    const { code, expires_at } = await qrCode(user.session);
    expect(new Date(expires_at).getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const linked = await link(code);
    expect(linked.statusCode).toBe(200);
    const phoneSession = linked.json()['session-id'];
    expect(phoneSession).not.toBe(user.session);
    const profile = await t.app.inject({
      url: '/users/userProfile',
      headers: { 'session-id': phoneSession },
    });
    expect(profile.json().wallet_address).toBe(user.address);
    const again = await link(code);
    expect([again.statusCode, again.json().message]).toEqual([400, usersTexts.linkCodeInvalid]);
  });

  it('refuses an expired, unknown or malformed code, and a code without a session', async () => {
    const user = await signUp(t.app);
    const { code } = await qrCode(user.session);
    await t.db.execute(sql`UPDATE device_link_codes SET expires_at = now() - interval '1 second'`);
    expect((await link(code)).json().message).toBe(usersTexts.linkCodeInvalid);
    expect((await link('A'.repeat(43))).json().message).toBe(usersTexts.linkCodeInvalid);
    expect((await link('short')).json().message).toBe(usersTexts.linkCodeInvalid);
    expect((await t.app.inject('/users/getQRCode')).statusCode).toBe(401);
  });

  it('refuses a code once the session that showed it has logged out', async () => {
    const user = await signUp(t.app);
    const { code } = await qrCode(user.session);
    const logout = await t.app.inject({ url: '/users/logout', headers: { 'session-id': user.session } });
    expect(logout.statusCode).toBe(200);
    const answer = await link(code);
    expect([answer.statusCode, answer.json().message]).toEqual([400, usersTexts.linkCodeInvalid]);
  });

  it("refuses a code once support has ended the user's sessions", async () => {
    const support = await signInAsOperator(t.app, t.db, 'support');
    const user = await signUp(t.app);
    const { code } = await qrCode(user.session);
    const { id } = (await findUserByAddress(t.db, user.address))!;
    const ended = await t.app.inject({
      method: 'POST',
      url: `/admin/api/users/${id}/end-sessions`,
      headers: support.headers,
    });
    expect(ended.json()).toEqual({ sessions_ended: 1 });
    const answer = await link(code);
    expect([answer.statusCode, answer.json().message]).toEqual([400, usersTexts.linkCodeInvalid]);
  });

  it('does not sign in a wallet blocked after the code was shown', async () => {
    const user = await signUp(t.app);
    const { code } = await qrCode(user.session);
    await t.db.execute(sql`INSERT INTO blocked_addresses (address) VALUES (lower(${user.address}))`);
    const answer = await link(code);
    expect([answer.statusCode, answer.json().message]).toEqual([403, usersTexts.blocked]);
  });
});
