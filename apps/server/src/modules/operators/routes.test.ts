import { operatorsTexts } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRefusal } from '../../../test/database-refusal';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { signUp } from '../../../test/signed-in';
import { createTestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { recordAudit } from '../audit';
import { ensureFirstOwner, listOperators } from './service';

describe('/admin/api: operators, roles and the audit log', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let owner: Awaited<ReturnType<typeof signInAsOperator>>;
  beforeAll(async () => {
    t = await createTestApp({ OPERATOR_SESSION_HOURS: '2' });
    owner = await signInAsOperator(t.app, t.db, 'owner');
  }, 120_000);
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('opens a short console session for an operator, and none for a stranger or a wrong signature', async () => {
    const me = await get('/admin/api/auth/me', owner.headers);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ address: owner.address, role: 'owner' });
    const hours = (Date.parse(me.json().expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(1.9);
    expect(hours).toBeLessThanOrEqual(2);

    const stranger = privateKeyToAccount(generatePrivateKey());
    const strangers = await get(`/admin/api/auth/nonce?publicAddress=${stranger.address}`);
    expect(strangers.statusCode).toBe(200);
    const ownSigned = await stranger.signMessage({ message: strangers.json().message });
    const notOperator = await post('/admin/api/auth/sign-in', {
      publicAddress: stranger.address,
      signature: ownSigned,
    });
    expect([notOperator.statusCode, notOperator.json().message]).toEqual([
      401,
      operatorsTexts.signatureRejected,
    ]);

    const { message: ownerMessage } = (
      await get(`/admin/api/auth/nonce?publicAddress=${owner.address}`)
    ).json();
    const forged = await stranger.signMessage({ message: ownerMessage });
    const refused = await post('/admin/api/auth/sign-in', {
      publicAddress: owner.address,
      signature: forged,
    });
    expect([refused.statusCode, refused.json().message]).toEqual([401, operatorsTexts.signatureRejected]);
  });

  it("keeps users' and operators' sessions apart: neither token opens the other's calls", async () => {
    const user = await signUp(t.app);
    const asUser = await get('/admin/api/auth/me', { 'operator-session': user.session });
    expect(asUser.statusCode).toBe(401);
    expect((await get('/admin/api/operators', { 'session-id': user.session })).statusCode).toBe(401);
    const noSession = await get('/admin/api/audit');
    expect(noSession.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Sign in to the operator console to continue.',
    });
    expect((await get('/users/userProfile', { 'session-id': owner.token })).statusCode).toBe(401);
  });

  it('refuses operators management and maintenance to an editor with 403, in the caller’s language', async () => {
    const editor = await signInAsOperator(t.app, t.db, 'editor');
    const newcomer = privateKeyToAccount(generatePrivateKey()).address;
    const add = await post('/admin/api/operators', { address: newcomer, role: 'owner' }, editor.headers);
    expect(add.statusCode).toBe(403);
    expect(add.json()).toEqual({ code: 'FORBIDDEN', message: 'Your operator role does not allow this.' });
    const inSpanish = await get('/admin/api/operators', { ...editor.headers, 'accept-language': 'es' });
    expect(inSpanish.json().message).toBe('Tu rol de operador no permite esto.');
    expect((await post('/admin/api/maintenance', { on: true, message: '' }, editor.headers)).statusCode).toBe(
      403,
    );
    expect((await get('/admin/api/audit', editor.headers)).statusCode).toBe(200);
    const { operators } = (await get('/admin/api/operators', owner.headers)).json();
    expect(operators.map((row: { address: string }) => row.address)).not.toContain(newcomer);
  });

  it('lets the owner add and disable operators; a disabled operator is signed out at once', async () => {
    const support = await signInAsOperator(t.app, t.db, 'support');
    const newcomer = privateKeyToAccount(generatePrivateKey()).address;
    const added = await post('/admin/api/operators', { address: newcomer, role: 'finance' }, owner.headers);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ address: newcomer, role: 'finance', added_by: owner.address });
    const again = await post('/admin/api/operators', { address: newcomer, role: 'editor' }, owner.headers);
    expect(again.statusCode).toBe(409);
    const badRole = await post('/admin/api/operators', { address: newcomer, role: 'admin' }, owner.headers);
    expect(badRole.statusCode).toBe(400);

    const disabled = await post(
      `/admin/api/operators/${support.address}/disabled`,
      { disabled: true },
      owner.headers,
    );
    expect(disabled.json()).toMatchObject({ address: support.address, disabled: true });
    expect((await get('/admin/api/auth/me', support.headers)).statusCode).toBe(401);

    const lastOwner = await post(
      `/admin/api/operators/${owner.address}/disabled`,
      { disabled: true },
      owner.headers,
    );
    expect(lastOwner.statusCode).toBe(409);
    expect(lastOwner.json().message).toBe('The store keeps at least one active owner.');

    const log = (
      await get(`/admin/api/audit?operator=${owner.address}&action=operator.disable`, owner.headers)
    ).json();
    expect(log.entries).toEqual([
      expect.objectContaining({
        operator: owner.address,
        target: support.address,
        before: { role: 'support', disabled: false },
        after: { role: 'support', disabled: true },
      }),
    ]);
  });

  it('pages the operators on the server, oldest first, with the total of what the search and role match', async () => {
    const editors: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const address = privateKeyToAccount(generatePrivateKey()).address;
      expect(
        (await post('/admin/api/operators', { address, role: 'editor' }, owner.headers)).statusCode,
      ).toBe(201);
      editors.push(address);
    }
    type Listed = { operators: { address: string }[]; total: number };
    const list = async (query: string) =>
      (await get(`/admin/api/operators?${query}`, owner.headers)).json() as Listed;
    const byOwner = `role=editor&q=${owner.address.slice(2, 14)}`;

    const first = await list(`${byOwner}&limit=2`);
    expect(first.total).toBe(3);
    expect(first.operators.map((operator) => operator.address)).toEqual(editors.slice(0, 2));
    expect(await list(`${byOwner}&limit=2&offset=2`)).toEqual({
      total: 3,
      operators: [expect.objectContaining({ address: editors[2] })],
    });
    // An address matches in any case, in part.
    const one = await list(`q=${editors[1]!.slice(5, 20).toUpperCase()}`);
    expect(one.operators.map((operator) => operator.address)).toEqual([editors[1]]);
    expect((await list(`role=owner&q=${editors[0]!.slice(2, 14)}`)).total).toBe(0);
    // Never unbounded: a page holds at most 500, and the query is the schema's.
    expect((await get('/admin/api/operators?limit=501', owner.headers)).statusCode).toBe(400);
    expect((await get('/admin/api/operators?role=admin', owner.headers)).statusCode).toBe(400);
  });

  it('turns maintenance on with a message and off, each change in the audit log with before and after', async () => {
    const on = await post(
      '/admin/api/maintenance',
      { on: true, message: ' Back at 10:00 UTC ' },
      owner.headers,
    );
    expect(on.json()).toEqual({ on: true, message: 'Back at 10:00 UTC' });
    expect((await get('/settings/getMaintenanceMode')).statusCode).toBe(503);
    expect((await get('/admin/api/maintenance', owner.headers)).json()).toEqual(on.json());
    expect((await get('/settings/maintenanceMessage')).json()).toEqual({ message: 'Back at 10:00 UTC' });
    const tooLong = await post(
      '/admin/api/maintenance',
      { on: false, message: 'x'.repeat(281) },
      owner.headers,
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await get('/settings/getMaintenanceMode')).statusCode).toBe(503);
    await post('/admin/api/maintenance', { on: false, message: '' }, owner.headers);
    expect((await get('/settings/getMaintenanceMode')).statusCode).toBe(200);
    // Kept for next time, but visitors of an open store read no note.
    expect((await get('/settings/maintenanceMessage')).json()).toEqual({ message: '' });

    const log = (await get('/admin/api/audit?action=maintenance.set', owner.headers)).json();
    expect(
      log.entries.map((entry: { before: unknown; after: unknown }) => [entry.before, entry.after]),
    ).toEqual([
      [
        { on: true, message: 'Back at 10:00 UTC' },
        { on: false, message: '' },
      ],
      [
        { on: false, message: '' },
        { on: true, message: 'Back at 10:00 UTC' },
      ],
    ]);
  });

  it('pages the audit log by key, newest first', async () => {
    const first = (await get('/admin/api/audit?limit=2', owner.headers)).json();
    expect(first.entries).toHaveLength(2);
    const second = (await get(`/admin/api/audit?limit=2&before=${first.next}`, owner.headers)).json();
    expect(BigInt(second.entries[0].id)).toBeLessThan(BigInt(first.entries[1].id));
    const future = new Date(Date.now() + 60_000).toISOString();
    expect((await get(`/admin/api/audit?from=${future}`, owner.headers)).json()).toEqual({
      entries: [],
      next: null,
    });
    // ISO 8601's year 0000 does not exist in PostgreSQL: refused, not a failure on our side.
    const yearZero = await get('/admin/api/audit?to=0000-02-29T20:56:21Z', owner.headers);
    expect(yearZero.statusCode).toBe(400);
    expect(yearZero.json().message).toContain('A date and time like 2026-01-31T00:00:00Z');
  });

  it('filters the audit log by a target, or by every target of its kind, and refuses a malformed one', async () => {
    const operator = 'cli';
    for (const target of ['apps:7', 'APPS:8', 'games:7'])
      await recordAudit(t.db, { operator, action: 'catalogue.hide', target, before: null, after: null });
    const targets = async (target: string) =>
      (await get(`/admin/api/audit?target=${target}`, owner.headers))
        .json()
        .entries.map((entry: { target: string }) => entry.target);
    expect(await targets('apps:7')).toEqual(['apps:7']);
    expect(await targets('apps')).toEqual(['APPS:8', 'apps:7']);
    const malformed = await get(`/admin/api/audit?target=${encodeURIComponent("x' OR 1=1")}`, owner.headers);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(operatorsTexts.invalidAuditTarget);
  });

  it('keeps audit rows as written: UPDATE, DELETE and TRUNCATE are refused even in SQL', async () => {
    const edited = /the audit log is never edited/;
    expect(await databaseRefusal(t.db.execute(sql`UPDATE audit_log SET operator = 'someone else'`))).toMatch(
      edited,
    );
    expect(await databaseRefusal(t.db.execute(sql`DELETE FROM audit_log`))).toMatch(edited);
    expect(await databaseRefusal(t.db.execute(sql`TRUNCATE audit_log`))).toMatch(edited);
    const { entries } = (await get('/admin/api/audit', owner.headers)).json();
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((entry: { operator: string }) => entry.operator !== 'someone else')).toBe(true);
  });
});

describe('ADMIN_OWNER_ADDRESS: the first owner', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('makes the named wallet owner while the store has none, and changes nothing once one exists', async () => {
    const first = privateKeyToAccount(generatePrivateKey()).address;
    const later = privateKeyToAccount(generatePrivateKey()).address;
    expect(await ensureFirstOwner(t.db, first.toLowerCase())).toBe(true);
    expect(await ensureFirstOwner(t.db, later)).toBe(false);
    expect(await listOperators(t.db)).toEqual([
      expect.objectContaining({ address: first, role: 'owner', added_by: 'env', disabled: false }),
    ]);
  });

  it('refuses a value that is not a wallet address at start', () => {
    expect(() => loadConfig({ ADMIN_OWNER_ADDRESS: 'me' })).toThrow(
      'ADMIN_OWNER_ADDRESS: must be a wallet address (0x and 40 hex digits)',
    );
  });
});
