import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../../db/embedded-postgres';
import { createTestApp } from '../../../test/test-app';

describe('health and readiness', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/healthz answers while the process runs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is ready once the database answers and the newest migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: true, migrations: true });
  });

  it('/readyz is not ready on a reachable database without our migrations', async () => {
    const emptyUrl = await createDatabase(inject('pgAdminUrl'), `empty_${randomBytes(6).toString('hex')}`);
    const bare = await createTestApp({}, emptyUrl);
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not-ready', database: true, migrations: false });
    } finally {
      await bare.close();
    }
  });
});
