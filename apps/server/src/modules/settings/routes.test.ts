import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintenanceTexts } from '@dappx/shared';
import { createTestApp } from '../../../test/test-app';
import { writeMaintenance } from './repository';

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
});

describe('GET /settings/getMaintenanceMode with a settings cache', () => {
  it('keeps answering from memory within the window and sees the switch after it', async () => {
    const t = await createTestApp({ SETTINGS_CACHE_MS: '300' });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' })).statusCode).toBe(
        200,
      );
      await writeMaintenance(t.db, { on: true, message: '' });
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
