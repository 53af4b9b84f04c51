import { describe, expect, it } from 'vitest';
import { createVisitorQueue } from './visitor-queue';

describe("the visitors' queue to the demo node", () => {
  it('leaves the node free at least half the time under a flood of quick calls', async () => {
    const queue = createVisitorQueue(40);
    const held: { from: number; to: number }[] = [];
    // Each call holds the node 10 ms: too short to rest after one alone, but they add up.
    const holdNode = async () => {
      const from = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 10));
      held.push({ from, to: performance.now() });
      return 'answer';
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => queue.run('flooder', holdNode)));
    expect(answers).toEqual(Array.from({ length: 20 }, () => 'answer'));

    const busy = held.reduce((sum, call) => sum + call.to - call.from, 0);
    const free = held.slice(1).reduce((sum, call, n) => sum + call.from - held[n]!.to, 0);
    // As much free as busy, less the 25 ms the queue may run ahead; a quarter of the busy time spared
    // for timers firing early on a loaded machine (calls back to back leave the node free some 20 ms).
    expect(free).toBeGreaterThanOrEqual(0.75 * busy - 25);
  });
});
