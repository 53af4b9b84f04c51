/**
 * A value read at most once per `ttlMs`, shared by every caller in between: concurrent callers await
 * one load, and a failed load is not kept. With ttlMs 0 every call loads.
 */
export function cached<T>(ttlMs: number, load: () => Promise<T>): Cached<() => Promise<T>> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  const read = () => {
    if (value && performance.now() - loadedAt < ttlMs) return value;
    loadedAt = performance.now();
    const loading = load();
    value = loading;
    loading.catch(() => {
      if (value === loading) value = undefined;
    });
    return loading;
  };
  return Object.assign(read, { clear: () => void (value = undefined) });
}

/** A cached read whose `clear` makes the next call load afresh (a change announced by another process). */
export type Cached<Read> = Read & { clear: () => void };

/** Caches cleared together: `add` one as it is made, `clear` them all. */
export function cacheGroup() {
  const members = new Set<{ clear: () => void }>();
  return {
    add: <C extends { clear: () => void }>(cache: C): C => (members.add(cache), cache),
    clear: () => members.forEach((cache) => cache.clear()),
  };
}
export type CacheGroup = ReturnType<typeof cacheGroup>;

/**
 * `cached` per key, for at most `maxKeys` keys: the oldest key is dropped first, so a flood of
 * distinct keys costs bounded memory.
 */
export function cachedByKey<K, T>(
  ttlMs: number,
  maxKeys: number,
  load: (key: K) => Promise<T>,
): Cached<(key: K) => Promise<T>> {
  const entries = new Map<K, () => Promise<T>>();
  const read = (key: K) => {
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= maxKeys) entries.delete(entries.keys().next().value as K);
      entry = cached(ttlMs, () => load(key));
      entries.set(key, entry);
    }
    return entry();
  };
  return Object.assign(read, { clear: () => entries.clear() });
}
