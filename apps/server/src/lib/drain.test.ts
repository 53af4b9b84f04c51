import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { startBackgroundLoop } from './background-loop';
import { drainAndClose } from './drain';
import { postInTwoHalves, statusOf } from '../../test/requests-in-flight';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('draining a replica', () => {
  it('answers 503 on /readyz at once, serves what still comes, stops the loops and finishes a request in flight', async () => {
    const t = await createTestApp();
    try {
      const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
      expect(await statusOf(`${base}/readyz`)).toBe(200);
      const inFlight = postInTwoHalves(
        `${base}/newsletter/submit`,
        JSON.stringify({ email: 'in-flight@example.com' }),
      );
      await sleep(200);

      let loopStopped = false;
      const graceMs = 400;
      const drained = drainAndClose(t.app, t.drain, {
        graceMs,
        stopBackground: async () => {
          loopStopped = true;
        },
      });
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'Not ready: the process is stopping.', code: 'UNAVAILABLE' });
      expect(await statusOf(`${base}/readyz`)).toBe(503);
      expect(loopStopped).toBe(true);
      // Within the grace the balancer may still send a request: it is served.
      expect(await statusOf(`${base}/settings/getMaintenanceMode`)).toBe(200);

      // Once the grace is over the listener closes, while the request in flight is still waited for.
      await sleep(graceMs + 100);
      expect(await statusOf(`${base}/healthz`)).toBe('refused');
      inFlight.finish();
      expect(await inFlight.status).toBe(200);
      await drained;
    } finally {
      await t.close();
    }
  });

  it("frees a stopped loop's lock for another replica as soon as its running round ends", async () => {
    const t = await createTestApp();
    const lockTaken = async () => {
      const { rows } = await t.db.execute<{ locked: boolean }>(
        sql`SELECT pg_try_advisory_xact_lock(hashtextextended('worker:drain-test', 0)) AS locked`,
      );
      return rows[0]!.locked;
    };
    let rounds = 0;
    const loop = startBackgroundLoop({
      name: 'drain-test',
      everyMs: 10,
      db: t.db,
      log: t.app.log,
      tick: async () => {
        rounds += 1;
        await sleep(300);
      },
    });
    try {
      while (rounds === 0) await sleep(10);
      // Another replica finds the round's lock held...
      expect(await lockTaken()).toBe(false);
      await loop.stop();
      // ...and takes it the moment the stopped loop's last round is over; no round starts after it.
      expect(await lockTaken()).toBe(true);
      await sleep(100);
      expect(rounds).toBe(1);
    } finally {
      await loop.stop();
      await t.close();
    }
  });
});
