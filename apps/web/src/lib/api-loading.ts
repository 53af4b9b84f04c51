import { useSyncExternalStore } from 'react';

/**
 * The spec's api-loading flag: on while any flow that blocks the page is running (a count, so two
 * overlapping flows keep it on until both end).
 */
let running = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export function startApiLoading(): () => void {
  running += 1;
  notify();
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    running -= 1;
    notify();
  };
}

export function useApiLoading(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => running > 0,
    () => false,
  );
}
