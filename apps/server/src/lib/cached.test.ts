import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cached, cachedByKey, cachedRefreshedBehind } from './cached';

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

describe('cachedRefreshedBehind', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /**
   * A cache whose first load answered `first`, one time window ago: each load is one pending read of
   * the database the test finishes by hand (the first is `pending[0]`).
   */
  async function windowAfterFirstLoad(first: string) {
    const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
    const load = () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      });
    const read = cachedRefreshedBehind(1000, load);
    const firstRead = read();
    pending[0]!.resolve(first);
    expect(await firstRead).toBe(first);
    vi.advanceTimersByTime(1001);
    return { read, pending };
  }

  it('answers the last value at once while the next time window’s load runs, then the new one', async () => {
    const { read, pending } = await windowAfterFirstLoad('v1');
    expect(await read()).toBe('v1'); // answered without waiting for the load it started
    expect(await read()).toBe('v1');
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('v2');
    await Promise.resolve();
    expect(await read()).toBe('v2');
  });

  it('keeps the last value when the next load fails', async () => {
    const { read, pending } = await windowAfterFirstLoad('v1');
    await read();
    pending[1]!.reject(new Error('database down'));
    await Promise.resolve();
    expect(await read()).toBe('v1');
  });

  it('after clear, waits for a fresh load and never answers one begun before it', async () => {
    const { read, pending } = await windowAfterFirstLoad('before the change');
    await read(); // starts a load that reads the catalogue before the change

    read.clear();
    const next = read();
    pending[1]!.resolve('read before the change, finished after');
    pending[2]!.resolve('after the change');
    expect(await next).toBe('after the change');
    expect(await read()).toBe('after the change');
  });
});
