import { usersTexts } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { signUp } from '../../../test/signed-in';
import { blockAddress } from './repository';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// A transfer is the call that checks its session in its posting's statement (`postAsSignedIn`).
describe('a transfer’s session checks, made in its posting’s statement', () => {
  let t: TestApp;
  let limited: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'true', SIGN_IN_RATE_LIMIT_MAX: '1000' });
    limited = await createTestApp(
      { DEMO_MODE: 'true', MONEY_RATE_LIMIT_MAX: '4', SIGN_IN_RATE_LIMIT_MAX: '1000' },
      t.databaseUrl,
    );
  });
  afterAll(async () => {
    await limited?.close();
    await t?.close();
  });

  const move = (app: TestApp, session: string | undefined, path: string, amount: string) =>
    app.app.inject({
      method: 'POST',
      url: `/users/${path}`,
      headers: session === undefined ? {} : { 'session-id': session },
      payload: { amount },
    });
  const aceOf = async (address: string) => {
    const { rows } = await t.db.execute<{ bucket: string; balance: string }>(sql`
      SELECT a.bucket, a.balance::text AS balance FROM ledger_accounts a JOIN users u ON u.id = a.user_id
      WHERE lower(u.public_address) = ${address.toLowerCase()} AND a.asset = 'ACE' ORDER BY a.bucket`);
    return Object.fromEntries(rows.map((row) => [row.bucket, row.balance]));
  };
  const hashOf = (session: string) => sql`encode(sha256(${session}::bytea), 'hex')`;
  const expired = { code: 'SESSION_EXPIRED', message: usersTexts.sessionExpired };

  it('counts refused transfers against the write limit: overdrafts and a direction the token lacks', async () => {
    const { session, address } = await signUp(limited.app);
    const statuses = [
      (await move(limited, session, 'acent/transfer/vault-to-active', '1000.000001')).statusCode,
      (await move(limited, session, 'acent/transfer/active-to-vault', '1')).statusCode,
      (await move(limited, session, 'zera/transfer/vault-to-active', '1')).statusCode,
      (await move(limited, session, 'acent/transfer/vault-to-active', '1')).statusCode,
      (await move(limited, session, 'acent/transfer/vault-to-active', '1')).statusCode,
    ];
    expect(statuses).toEqual([400, 400, 400, 200, 429]);
    expect(await aceOf(address)).toEqual({ active: '1000000000000000000', vault: '999000000000000000000' });
  });

  it('counts an unknown session’s transfers too, answering 429 once beyond the limit', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++)
      statuses.push(
        (await move(limited, 'no-such-session', 'acent/transfer/vault-to-active', '1')).statusCode,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const missing = await move(limited, undefined, 'acent/transfer/vault-to-active', '1');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toBe(usersTexts.sessionMissing);
  });

  it('refuses a logged-out, an ended and an idle session with 401, moving nothing', async () => {
    const loggedOut = await signUp(t.app);
    await t.app.inject({ method: 'GET', url: '/users/logout', headers: { 'session-id': loggedOut.session } });
    const ended = await signUp(t.app);
    await t.db.execute(
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashOf(ended.session)}`,
    );
    const idle = await signUp(t.app);
    await t.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '2 days' WHERE token_hash = ${hashOf(idle.session)}`,
    );
    for (const { session, address } of [loggedOut, ended, idle]) {
      const response = await move(t, session, 'acent/transfer/vault-to-active', '5');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(expired);
      expect(await aceOf(address)).toEqual({ vault: '1000000000000000000000' });
    }
  });

  it('refuses a blocked wallet’s transfer with 403, moving nothing', async () => {
    const { session, address } = await signUp(t.app);
    expect((await move(t, session, 'acent/transfer/vault-to-active', '5')).statusCode).toBe(200);
    await blockAddress(t.db, address);
    const response = await move(t, session, 'acent/transfer/vault-to-active', '5');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'BLOCKED', message: usersTexts.blocked });
    expect(await aceOf(address)).toEqual({ active: '5000000000000000000', vault: '995000000000000000000' });
  });

  it('touches a session’s last use when it is over a minute old, as any signed-in call does', async () => {
    const { session } = await signUp(t.app);
    await t.db.execute(
      sql`UPDATE sessions SET last_seen_at = now() - interval '10 minutes' WHERE token_hash = ${hashOf(session)}`,
    );
    expect((await move(t, session, 'acent/transfer/vault-to-active', '1')).statusCode).toBe(200);
    const { rows } = await t.db.execute<{ idle: boolean }>(
      sql`SELECT last_seen_at < now() - interval '1 minute' AS idle FROM sessions WHERE token_hash = ${hashOf(session)}`,
    );
    expect(rows[0]?.idle).toBe(false);
  });

  it('still posts through the earlier release’s statement, which its replicas send during a rolling restart', async () => {
    const { session, address } = await signUp(t.app);
    const { rows } = await t.db.execute<{ posted: string }>(sql`
      SELECT f.o_done AS posted
      FROM users_post_once_signed_in(p_token_hash => ${hashOf(session)}, p_hit_key => 'earlier-release',
        p_window_seconds => 60, p_max => 100, p_idle_seconds => 86400, p_key => NULL, p_request_hash => '',
        p_response => '{"message": "Ok"}'::jsonb, p_kind => 'transfer', p_memo => 'acent vault-to-active',
        p_tx_hash => NULL, p_owners => ${sql.param(['00000000-0000-0000-0000-000000000000', '00000000-0000-0000-0000-000000000000'])}::uuid[],
        p_assets => '{ACE,ACE}'::text[], p_buckets => '{vault,active}'::text[],
        p_amounts => '{-2000000000000000000,2000000000000000000}'::numeric[]) f`);
    expect(rows[0]?.posted).toBe('posted');
    expect(await aceOf(address)).toEqual({ active: '2000000000000000000', vault: '998000000000000000000' });
    expect((await move(t, session, 'acent/transfer/active-to-vault', '2')).statusCode).toBe(200);
    expect(await aceOf(address)).toEqual({ active: '0', vault: '1000000000000000000000' });
  });
});
