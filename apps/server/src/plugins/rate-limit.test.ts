import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWebDist } from '../../test/first-paint-templates';
import { createTestApp } from '../../test/test-app';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const limit = 5;
const read = (t: TestApp, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url: '/settings/getMaintenanceMode', remoteAddress });

/** Two replicas of the store on one database, as behind a load balancer. */
describe('the general rate limit across replicas', () => {
  let replicas: [TestApp, TestApp];
  let webDist: string;
  beforeAll(async () => {
    webDist = await testWebDist('<!doctype html><div id="root"><!--first-paint--></div>');
    await fs.writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const env = { WEB_DIST: webDist, RATE_LIMIT_MAX: String(limit) };
    const first = await createTestApp(env);
    replicas = [first, await createTestApp(env, first.databaseUrl)];
  });
  afterAll(async () => {
    for (const replica of replicas ?? []) await replica.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('refuses a client at the same count on one replica as on two taken in turns', async () => {
    const alone: number[] = [];
    for (let n = 0; n <= limit; n++) alone.push((await read(replicas[0], '198.51.100.1')).statusCode);
    const inTurns: number[] = [];
    for (let n = 0; n <= limit; n++) inTurns.push((await read(replicas[n % 2]!, '198.51.100.2')).statusCode);
    const expected = [...Array<number>(limit).fill(200), 429];
    expect(alone).toEqual(expected);
    expect(inTurns).toEqual(expected);

    const refused = await read(replicas[1], '198.51.100.2');
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.headers['x-ratelimit-remaining']).toBe('0');
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ s\.$/),
    });
    // Another client is not touched by it.
    expect((await read(replicas[1], '198.51.100.3')).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 on every replica', async () => {
    const statuses: number[] = [];
    for (let n = 0; n <= limit; n++) {
      statuses.push((await read(replicas[n % 2]!, `2001:db8:0:1::${n + 1}`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(limit).fill(200), 429]);
    expect((await read(replicas[0], '2001:db8:0:2::1')).statusCode).toBe(200);
  });

  it('admits no more than the limit when both replicas are flooded at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => read(replicas[n % 2]!, '198.51.100.4')),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(limit);
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(40 - limit);
  });

  it('never refuses pages, files or the health checks of a refused client', async () => {
    const client = '198.51.100.5';
    for (let n = 0; n <= limit; n++) await read(replicas[n % 2]!, client);
    expect((await read(replicas[0], client)).statusCode).toBe(429);
    for (const replica of replicas) {
      for (const url of ['/', '/games', '/favicon.svg', '/healthz', '/readyz']) {
        const answer = await replica.app.inject({
          method: 'GET',
          url,
          remoteAddress: client,
          headers: { accept: 'text/html' },
        });
        expect(answer.statusCode, url).not.toBe(429);
        expect(answer.headers, url).not.toHaveProperty('x-ratelimit-limit');
      }
    }
  });
});
