/**
 * A value read at most once per `ttlMs`, shared by every caller in between: concurrent callers await
 * one load, and a failed load is not kept. With ttlMs 0 every call loads.
 */
export function cached<T>(ttlMs: number, load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  let loadedAt = 0;
  return () => {
    if (value && performance.now() - loadedAt < ttlMs) return value;
    loadedAt = performance.now();
    const loading = load();
    value = loading;
    loading.catch(() => {
      if (value === loading) value = undefined;
    });
    return loading;
  };
}

/**
 * `cached` per key, for at most `maxKeys` keys: the oldest key is dropped first, so a flood of
 * distinct keys costs bounded memory.
 */
export function cachedByKey<K, T>(
  ttlMs: number,
  maxKeys: number,
  load: (key: K) => Promise<T>,
): (key: K) => Promise<T> {
  const entries = new Map<K, () => Promise<T>>();
  return (key) => {
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= maxKeys) entries.delete(entries.keys().next().value as K);
      entry = cached(ttlMs, () => load(key));
      entries.set(key, entry);
    }
    return entry();
  };
}
