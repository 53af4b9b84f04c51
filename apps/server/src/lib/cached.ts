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

/**
 * `cached` that goes on answering its last value while the load after `ttlMs` runs, so no caller waits
 * on the time window's end; `clear` drops the value (and any load begun before it), so the next call
 * waits for a fresh one. With ttlMs 0 every call loads, as with `cached`.
 */
export function cachedRefreshedBehind<T>(ttlMs: number, load: () => Promise<T>): Cached<() => Promise<T>> {
  if (ttlMs === 0) return cached(0, load);
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  let refreshing = false;
  let generation = 0;
  const loadFresh = () => {
    const loading = load();
    loadedAt = performance.now();
    value = loading;
    loading.catch(() => {
      if (value === loading) value = undefined;
    });
    return loading;
  };
  const refreshBehind = () => {
    const begun = generation;
    refreshing = true;
    loadedAt = performance.now();
    load()
      .then(
        (fresh) => {
          if (begun === generation) value = Promise.resolve(fresh);
        },
        () => undefined, // the last value stays; the next window tries again
      )
      .finally(() => {
        if (begun === generation) refreshing = false;
      });
  };
  const read = () => {
    if (!value) return loadFresh();
    if (!refreshing && performance.now() - loadedAt >= ttlMs) refreshBehind();
    return value;
  };
  const clear = () => {
    generation += 1;
    refreshing = false;
    value = undefined;
  };
  return Object.assign(read, { clear });
}
