import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPgBouncer } from '../../test/pgbouncer';
import { expectHiddenAppLeavesOtherSearch } from '../../test/catalogue-change';
import { balanceOf, signUp } from '../../test/signed-in';
import { createTestApp } from '../../test/test-app';
import { loadConfig } from '../config';
import { connectDatabase } from './client';
import { resolveDatabase } from './database-url';
import { createDatabase } from './embedded-postgres';
import { runMigrations } from './migrate';
import { seedDemo } from './seed';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

// Fewer server connections than the two apps' pools hold clients: every statement may land on a server
// connection another client used last, as on a hosted PostgreSQL's pooler.
const poolSize = 2;

describe('the store behind PgBouncer in transaction mode', () => {
  let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
  let one: TestApp;
  let other: TestApp;

  beforeAll(async () => {
    const adminUrl = inject('pgAdminUrl');
    bouncer = await startPgBouncer(adminUrl, poolSize);
    // An empty database: the migrations run here as a start runs them.
    const directUrl = await createDatabase(adminUrl, `pooler_${randomBytes(6).toString('hex')}`);
    const env = {
      DATABASE_URL: bouncer.urlOf(directUrl),
      DIRECT_DATABASE_URL: directUrl,
      DEMO_MODE: 'true',
      CATALOGUE_CACHE_MS: '600000',
    };
    const { url, directUrl: migrationUrl } = await resolveDatabase(loadConfig(env), 'tool');
    expect(url).toBe(env.DATABASE_URL);
    await runMigrations(migrationUrl);
    const seeding = connectDatabase(url, { max: 4 });
    await seedDemo(seeding.db).finally(() => seeding.close());
    one = await createTestApp(env, url);
    other = await createTestApp(env, url);
  }, 60_000);

  afterAll(async () => {
    await other?.close();
    await one?.close();
    await bouncer?.stop();
  });

  it('is ready: the database answers through the pooler and the newest migration is applied', async () => {
    const ready = await one.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 'ready', database: true, migrations: true });
  });

  it('signs up, signs in and moves money once per Idempotency-Key, whichever instance is asked', async () => {
    const { session, profile, address } = await signUp(one.app);
    expect(profile.wallet_address).toBe(address);
    const move = (t: TestApp) =>
      t.app.inject({
        method: 'POST',
        url: '/users/acent/transfer/vault-to-active',
        headers: { 'session-id': session, 'idempotency-key': 'pooled-once-1' },
        payload: { amount: '7' },
      });
    for (const t of [one, other, one]) {
      const moved = await move(t);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toEqual({ message: 'Ok' });
    }
    expect(await balance(other, session, 'active')).toBe('7');
    expect(await balance(one, session, 'vault')).toBe('993');
  });

  it('tells another instance of a catalogue change at once (LISTEN on PostgreSQL itself)', async () => {
    await expectHiddenAppLeavesOtherSearch(one, other, 3_000);
  });

  it('answers every one of many more concurrent requests than the pool has connections', async () => {
    const users = await Promise.all([signUp(one.app), signUp(other.app), signUp(one.app)]);
    const moves = Array.from({ length: 30 }, (_, i) => {
      const t = i % 2 === 0 ? one : other;
      return t.app.inject({
        method: 'POST',
        url: '/users/acent/transfer/vault-to-active',
        headers: { 'session-id': users[i % users.length]!.session, 'idempotency-key': `pooled-many-${i}` },
        payload: { amount: '1' },
      });
    });
    const reads = Array.from({ length: 10 }, (_, i) =>
      (i % 2 === 0 ? one : other).app.inject({
        method: 'GET',
        url: '/users/userProfile',
        headers: { 'session-id': users[i % users.length]!.session },
      }),
    );
    const answers = await Promise.all([...moves, ...reads]);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.body)).toEqual([]);
    for (const { session } of users) expect(await balance(one, session, 'active')).toBe('10');
  });
});

const balance = (t: TestApp, session: string, bucket: 'vault' | 'active') =>
  balanceOf(t.app, session, 'acent', bucket);
