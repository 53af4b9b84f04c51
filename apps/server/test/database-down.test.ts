import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPort } from '../src/lib/free-port';
import { createTestApp } from './test-app';

/** A database nobody answers on: the API says 503 in its own words and keeps running. */
describe('when the database is down', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({}, `postgres://nobody:secret@127.0.0.1:${await getPort()}/gone`);
  });
  afterAll(() => t.close());

  it('answers 503 without internals on a call that needs it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/newsletter/submit',
      payload: { email: 'a@b.co' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'UNAVAILABLE',
    });
    expect(response.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|secret/);
    expect(t.logs.some((line) => line.level >= 50 && line.msg === 'request failed')).toBe(true);
  });

  it('reports the maintenance check as failing, which the web app reads as maintenance', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode' });
    expect(response.statusCode).toBe(503);
  });

  it('is alive but not ready', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'Not ready: the database is unreachable.', code: 'UNAVAILABLE' });
  });
});
