import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maintenanceTexts, textTexts } from '@dappx/shared';
import { signInAsOperator } from '../../../test/operator-sign-in';
import { createTestApp } from '../../../test/test-app';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema';
import { settingsChannel, writeMaintenance } from './repository';

describe('GET /settings/getMaintenanceMode', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 while the store is open', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ maintenance: false });
  });

  it('answers 503 with the maintenance text when the flag is on, and 200 again when it is off', async () => {
    await writeMaintenance(t.db, { on: true, message: '' });
    const on = await t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' });
    expect(on.statusCode).toBe(503);
    expect(on.json()).toEqual({ message: maintenanceTexts.on, code: 'MAINTENANCE' });

    await writeMaintenance(t.db, { on: false, message: '' });
    const off = await t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' });
    expect(off.statusCode).toBe(200);
  });

  it('refuses a maintenance message holding a lone surrogate with 400: the store stays open, no audit row', async () => {
    const owner = await signInAsOperator(t.app, t.db, 'owner');
    const set = (message: string, language = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/admin/api/maintenance',
        payload: { on: true, message },
        headers: { ...owner.headers, 'accept-language': language },
      });
    for (const message of ['Back at 10:00 \ud800', '\udc00\ud800']) {
      const refused = await set(message);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(`message ${textTexts.wellFormed}.`);
    }
    expect((await set('\ud800', 'pt')).json().message).toContain('deve ser texto bem formado');
    expect((await t.app.inject('/settings/getMaintenanceMode')).statusCode).toBe(200);
    const audit = await t.app.inject({
      url: '/admin/api/audit?action=maintenance.set',
      headers: owner.headers,
    });
    expect(audit.json().entries).toEqual([]);
  });
});

/** Until the app listens for announced changes: it clears its caches once it starts to. */
async function untilListening(db: Db) {
  await vi.waitFor(
    async () => {
      const { rows } = await db.execute(
        sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND state = 'idle' AND query = ${`LISTEN "${settingsChannel}"`}`,
      );
      expect(rows).not.toHaveLength(0);
    },
    { timeout: 10_000, interval: 50 },
  );
}

describe('GET /settings/getMaintenanceMode with a settings cache', () => {
  it('keeps answering from memory within the window and sees an unannounced switch after it', async () => {
    const t = await createTestApp({ SETTINGS_CACHE_MS: '300' });
    try {
      await t.db.insert(appSettings).values({ id: true, maintenanceMode: false }).onConflictDoNothing();
      await untilListening(t.db);
      expect((await t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' })).statusCode).toBe(
        200,
      );
      // Written past the store (by hand in SQL): no process is told, the window bounds how stale a read is.
      await t.db.update(appSettings).set({ maintenanceMode: true });
      expect((await t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' })).statusCode).toBe(
        200,
      );
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect((await t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' })).statusCode).toBe(
        503,
      );
    } finally {
      await t.close();
    }
  });
});

describe('GET /settings/getMaintenanceMode on two instances of the store', () => {
  it('answers 503 on one as soon as the other closes the store, whatever its cache', async () => {
    const settingsCache = { SETTINGS_CACHE_MS: '60000' };
    const one = await createTestApp(settingsCache);
    const other = await createTestApp(settingsCache, one.databaseUrl);
    const status = async () =>
      (await other.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' })).statusCode;
    try {
      expect(await status()).toBe(200);
      await writeMaintenance(one.db, { on: true, message: '' });
      // The notice travels through PostgreSQL: waited for, well inside the minute the cache would keep.
      await vi.waitFor(async () => expect(await status()).toBe(503), { timeout: 10_000, interval: 50 });
    } finally {
      await other.close();
      await one.close();
    }
  });
});

describe('GET /settings/storeConfig', () => {
  it('says whether the demo wallet is offered', async () => {
    for (const [flag, demoMode] of [
      ['true', true],
      ['false', false],
    ] as const) {
      const t = await createTestApp({ DEMO_MODE: flag });
      const response = await t.app.inject({ method: 'GET', url: '/settings/storeConfig' });
      expect(response.json()).toEqual({ demoMode });
      await t.close();
    }
  });
});
