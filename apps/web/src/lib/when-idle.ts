/**
 * Runs `work` once the page has nothing more urgent to do (or after `atMostMs`), and returns a cancel.
 * For work a page needs soon but not for its first screen, such as loading the wallet's libraries: run
 * at once, their download and compilation would compete with the first render for the same core.
 */
export function whenIdle(work: () => void, atMostMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: atMostMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, Math.min(atMostMs, 500));
  return () => clearTimeout(timer);
}
