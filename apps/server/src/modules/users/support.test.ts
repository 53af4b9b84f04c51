import { signInMessage, textTexts } from '@dappx/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { credit } from '../ledger';
import { users } from './schema';

type Operator = Awaited<ReturnType<typeof signInAsOperator>>;

describe('/admin/api/users: support finds, blocks and helps users', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let support: Operator;
  let editor: Operator;
  let finance: Operator;
  beforeAll(async () => {
    t = await createTestApp();
    [support, editor, finance] = [
      await signInAsOperator(t.app, t.db, 'support'),
      await signInAsOperator(t.app, t.db, 'editor'),
      await signInAsOperator(t.app, t.db, 'finance'),
    ];
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object | undefined, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  /** A pending withdrawal row alone, without the chain that would sign it (this throwaway database only). */
  const forcePendingWithdrawal = (userId: string) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        INSERT INTO withdrawals (user_id, token, amount, fee_core, fee_nitro, fee_ubi, nonce, deadline,
          to_address, signature, from_block, request_entry_id)
        VALUES (${userId}, 'ACE', 1, 0, 0, 0, 999001, now() + interval '1 hour', '0x0', '0x0', 0, 0)`);
    });
  const idOf = async (address: string) =>
    (await get(`/admin/api/users?q=${address}`, support.headers)).json().users[0].id as string;

  it('lets support (not editor or finance, nor anyone signed out) find a user by address, email or username', async () => {
    const user = await signUp(t.app);
    const { username, email_id: email } = user.profile;
    for (const q of [user.address.slice(0, 12).toUpperCase(), user.address, email.toUpperCase(), username]) {
      const found = await get(`/admin/api/users?q=${encodeURIComponent(q)}`, support.headers);
      expect(found.statusCode).toBe(200);
      expect(found.json().users).toContainEqual(
        expect.objectContaining({ address: user.address, email, username, blocked: false }),
      );
    }
    expect((await get(`/admin/api/users?q=${user.address}`, editor.headers)).statusCode).toBe(403);
    expect((await get(`/admin/api/users?q=${user.address}`, finance.headers)).statusCode).toBe(403);
    expect((await get(`/admin/api/users?q=${user.address}`)).statusCode).toBe(401);
    const tooShort = await get('/admin/api/users?q=0', support.headers);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toContain('Type at least 2 characters');
    // A typed % is a letter, not "everything".
    expect((await get('/admin/api/users?q=%25%25', support.headers)).json().users).toEqual([]);
  });

  it('pages the search, newest first, without repeating or skipping anyone', async () => {
    const [a, b, c] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const page = async (after?: string) =>
      (
        await get(`/admin/api/users?q=wallet&limit=2${after ? `&after=${after}` : ''}`, support.headers)
      ).json();
    const seen: string[] = [];
    for (let next: string | undefined, body = await page(); ; body = await page(next)) {
      seen.push(...body.users.map((user: { address: string }) => user.address));
      if (!body.next) break;
      next = body.next;
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining([a.address, b.address, c.address]));
    expect((await get('/admin/api/users?q=ab&after=nope', support.headers)).statusCode).toBe(400);
  });

  it('lists the newest users without a search, and filters by blocked, verified and pending withdrawal', async () => {
    const [older, newer] = [await signUp(t.app), await signUp(t.app)];
    const list = async (query = '') => {
      const answer = await get(`/admin/api/users?limit=100${query}`, support.headers);
      expect(answer.statusCode, answer.body).toBe(200);
      return (answer.json().users as { address: string }[]).map((user) => user.address);
    };
    expect((await list()).slice(0, 2)).toEqual([newer.address, older.address]);

    await t.db.update(users).set({ isVerified: true }).where(eq(users.publicAddress, older.address));
    expect(await list('&verified=true')).toContain(older.address);
    expect(await list('&verified=true')).not.toContain(newer.address);
    expect(await list('&verified=false')).toContain(newer.address);

    const id = await idOf(newer.address);
    await post(`/admin/api/users/${id}/block`, { reason: 'filter test' }, support.headers);
    expect(await list('&blocked=true')).toEqual([newer.address]);
    expect(await list('&blocked=false')).toContain(older.address);

    await forcePendingWithdrawal(await idOf(older.address));
    expect(await list('&pending_withdrawal=true')).toEqual([older.address]);
    expect(await list('&pending_withdrawal=true&verified=false')).toEqual([]);
    expect((await get('/admin/api/users?blocked=yes', support.headers)).statusCode).toBe(400);
  });

  it("shows a user's profile and sessions without any token", async () => {
    const user = await signUp(t.app);
    const id = await idOf(user.address);
    const detail = await get(`/admin/api/users/${id}`, support.headers);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ address: user.address, is_verified: false, block: null });
    expect(detail.json().sessions).toEqual([expect.objectContaining({ active: true, revoked_at: null })]);
    expect(detail.body).not.toContain(user.session);
    expect(detail.body).not.toMatch(/token/i);
    expect((await get(`/admin/api/users/${id}`, editor.headers)).statusCode).toBe(403);
    const unknown = await get('/admin/api/users/00000000-0000-4000-8000-000000000000', support.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No user has this id.');
  });

  it('blocks a user: their session gets 403 at once, they cannot sign in; unblocking lets them sign in again', async () => {
    const user = await signUp(t.app);
    const id = await idOf(user.address);
    const profile = () => get('/users/userProfile', { 'session-id': user.session });
    expect((await profile()).statusCode).toBe(200);

    expect((await post(`/admin/api/users/${id}/block`, { reason: ' ' }, support.headers)).statusCode).toBe(
      400,
    );
    expect((await post(`/admin/api/users/${id}/block`, { reason: 'fraud' }, editor.headers)).statusCode).toBe(
      403,
    );
    expect((await profile()).statusCode).toBe(200);

    const blocked = await post(
      `/admin/api/users/${id}/block`,
      { reason: 'chargeback fraud' },
      support.headers,
    );
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toMatchObject({ blocked: true, block: { reason: 'chargeback fraud' } });
    expect([401, 403]).toContain((await profile()).statusCode);
    expect((await get(`/users?publicAddress=${user.address}`)).json().message).toBe(
      'This wallet address is blocked.',
    );
    const again = await post(`/admin/api/users/${id}/block`, { reason: 'again' }, support.headers);
    expect(again.statusCode).toBe(409);

    const unblocked = await post(`/admin/api/users/${id}/unblock`, undefined, support.headers);
    expect(unblocked.json()).toMatchObject({ blocked: false, block: null });
    expect((await post(`/admin/api/users/${id}/unblock`, undefined, support.headers)).statusCode).toBe(409);
    const { nonce } = (await get(`/users?publicAddress=${user.address}`)).json();
    const signature = await user.wallet.signMessage({ message: signInMessage(nonce) });
    const signedIn = await post('/users/authentication', { publicAddress: user.address, signature });
    expect(signedIn.statusCode).toBe(200);

    const log = (await get(`/admin/api/audit?operator=${support.address}`, support.headers)).json();
    const rows = log.entries.filter((entry: { target: string }) => entry.target === user.address);
    expect(rows).toEqual([
      expect.objectContaining({
        action: 'user.unblock',
        before: { blocked: true, reason: 'chargeback fraud' },
        after: { blocked: false },
      }),
      expect.objectContaining({
        action: 'user.block',
        before: { blocked: false },
        after: { blocked: true, reason: 'chargeback fraud', sessions_ended: 1 },
      }),
    ]);
  });

  it('refuses a block reason holding a lone surrogate with 400: the user stays unblocked, no audit row', async () => {
    const user = await signUp(t.app);
    const id = await idOf(user.address);
    for (const reason of ['fraud \ud800', '\udc00 fraud']) {
      const refused = await post(`/admin/api/users/${id}/block`, { reason }, support.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`reason ${textTexts.wellFormed}.`);
    }
    const inSpanish = await post(
      `/admin/api/users/${id}/block`,
      { reason: '\ud800' },
      {
        ...support.headers,
        'accept-language': 'es',
      },
    );
    expect(inSpanish.json().message).toContain('debe ser texto bien formado');
    const detail = (await get(`/admin/api/users/${id}`, support.headers)).json();
    expect(detail).toMatchObject({ blocked: false, block: null });
    expect((await get('/users/userProfile', { 'session-id': user.session })).statusCode).toBe(200);
    const log = (await get(`/admin/api/audit?operator=${support.address}`, support.headers)).json();
    expect(log.entries.filter((entry: { target: string }) => entry.target === user.address)).toEqual([]);
  });

  it("ends a user's sessions and resends the verification mail, each audited", async () => {
    const user = await signUp(t.app);
    const id = await idOf(user.address);
    const ended = await post(`/admin/api/users/${id}/end-sessions`, undefined, support.headers);
    expect(ended.json()).toEqual({ sessions_ended: 1 });
    expect((await get('/users/userProfile', { 'session-id': user.session })).statusCode).toBe(401);

    const mailsBefore = (await t.outbox()).length;
    const resent = await post(`/admin/api/users/${id}/resend-verification`, undefined, support.headers);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ awaiting: 'verification', sent_to: user.profile.email_id });
    const mails = await t.outbox();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails.at(-1)).toContain(`userId=${id}`);

    const log = (await get(`/admin/api/audit?operator=${support.address}`, support.headers)).json();
    const actions = log.entries
      .filter((entry: { target: string }) => entry.target === user.address)
      .map((entry: { action: string; before: unknown }) => [entry.action, entry.before]);
    expect(actions).toEqual([
      ['user.resend-verification', { email: user.profile.email_id, is_verified: false }],
      ['user.end-sessions', { open_sessions: 1 }],
    ]);
  });

  it('shows support and finance (not an editor) a statement: balances and entries paged by key', async () => {
    const user = await signUp(t.app);
    const id = await idOf(user.address);
    for (let i = 1; i <= 3; i += 1)
      await t.db.transaction((tx) => credit(tx, id, 'ACE', BigInt(i) * 10n ** 18n, `airdrop ${i}`));
    const url = `/admin/api/users/${id}/statement?limit=2`;
    const first = await get(url, finance.headers);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.balances).toContainEqual({ asset: 'ACE', bucket: 'vault', balance: expect.any(String) });
    expect(body.entries.map((entry: { memo: string }) => entry.memo)).toEqual(['airdrop 3', 'airdrop 2']);
    expect(body.entries[0].lines).toEqual([{ asset: 'ACE', bucket: 'vault', amount: '3000000000000000000' }]);
    const second = (await get(`${url}&before=${body.next}`, support.headers)).json();
    expect(second.entries[0].memo).toBe('airdrop 1');
    expect((await get(url, editor.headers)).statusCode).toBe(403);
    expect((await get(url)).statusCode).toBe(401);
    expect((await get(`${url}&before=-1`, support.headers)).statusCode).toBe(400);
  });
});
