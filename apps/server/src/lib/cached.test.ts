import { describe, expect, it, vi } from 'vitest';
import { cached, cachedByKey } from './cached';

describe('cached', () => {
  it('loads once per time window and shares the load between concurrent callers', async () => {
    vi.useFakeTimers();
    try {
      let loads = 0;
      const read = cached(1000, async () => ++loads);
      expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
      vi.advanceTimersByTime(999);
      expect(await read()).toBe(1);
      vi.advanceTimersByTime(2);
      expect(await read()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not keep a failed load', async () => {
    let calls = 0;
    const read = cached(60_000, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 'ok';
    });
    await expect(read()).rejects.toThrow('database down');
    expect(await read()).toBe('ok');
  });

  it('loads on every call with a zero window', async () => {
    let loads = 0;
    const read = cached(0, async () => ++loads);
    await read();
    expect(await read()).toBe(2);
  });
});

describe('cachedByKey', () => {
  it('loads each key once within the time, and forgets the oldest key past the limit', async () => {
    const loads: string[] = [];
    const read = cachedByKey(60_000, 2, async (key: string) => {
      loads.push(key);
      return key.toUpperCase();
    });
    expect(await Promise.all([read('a'), read('a'), read('b')])).toEqual(['A', 'A', 'B']);
    expect(loads).toEqual(['a', 'b']);
    await read('c'); // pushes 'a' out
    await read('b');
    await read('a');
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });
});
