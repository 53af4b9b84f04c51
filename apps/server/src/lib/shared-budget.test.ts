import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { sharedBudgets, type HitVerdict } from './shared-budget';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a limit counted in the shared count', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('claims the next hits before the last are spent, so steady requests never wait for the database', async () => {
    const max = 1_000_000;
    const count = sharedBudgets(t.db, { key: 'steady', max, windowMs: 60_000 });
    let waited = 0;
    let last: HitVerdict | undefined;
    for (let hit = 1; hit <= 3000; hit++) {
      const verdict = count('198.51.100.7', Date.now());
      if (verdict instanceof Promise) waited += 1;
      last = await verdict;
      expect(last.admitted).toBe(true);
      // Requests a quarter of a millisecond apart: a claim has time to come back before it is needed.
      if (hit % 4 === 0) await pause(1);
    }
    // A window's first hit is counted alone and the next waits for the first claim ahead; a claim
    // made only once the hits in hand ran out would have held up every 257th request (11 more).
    expect(waited).toBeLessThanOrEqual(4);
    // Claimed ahead or not, the count stays exact: what is left is the limit less the hits spent.
    expect(last?.remaining).toBe(max - 3000);
  });
});
