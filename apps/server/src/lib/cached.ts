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
