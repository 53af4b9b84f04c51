import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app';
import { launcherChecks } from './schema';

describe('POST /v1/launcher/check-ip', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const check = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/launcher/check-ip',
      payload,
      headers: { 'user-agent': 'DappxBrowser/2.1' },
    });

  it('records the reported address beside the one the request came from', async () => {
    const response = await check({ IpAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Ok' });
    const rows = await t.db.select().from(launcherChecks);
    expect(rows).toEqual([
      expect.objectContaining({
        reportedIp: '203.0.113.7',
        seenIp: '127.0.0.1',
        userAgent: 'DappxBrowser/2.1',
      }),
    ]);
  });

  it.each([
    // The spec's client sent the literal '{ip}' when its lookup failed: no address, so nothing to record.
    { IpAddress: '{ip}' },
    { IpAddress: 'localhost' },
    { IpAddress: '999.1.1.1' },
    {},
    { IpAddress: '2001:db8::1', extra: 1 },
  ])('refuses %j and records nothing', async (payload) => {
    const before = (await t.db.select().from(launcherChecks)).length;
    const response = await check(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
    expect(await t.db.select().from(launcherChecks)).toHaveLength(before);
  });
});

describe('GET /v1/launcher/ip', () => {
  it('answers the address the store sees', async () => {
    const t = await createTestApp();
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/v1/launcher/ip?format=json',
        remoteAddress: '203.0.113.9',
      });
      expect(response.json()).toEqual({ ip: '203.0.113.9' });
    } finally {
      await t.close();
    }
  });
});
