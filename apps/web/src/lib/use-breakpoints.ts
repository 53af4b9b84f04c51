import { useSyncExternalStore } from 'react';

/** The storefront's breakpoints (spec, section 9): narrow < 960, mobile < 600, below-wide < 1280. */
export const breakpoints = { mobile: 600, narrow: 960, wide: 1280, cardLabels: 587 } as const;

const resizeThrottleMs = 100;
let width = typeof window === 'undefined' ? breakpoints.wide : window.innerWidth;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;

function onResize() {
  if (timer) return;
  timer = setTimeout(() => {
    timer = undefined;
    width = window.innerWidth;
    listeners.forEach((listener) => listener());
  }, resizeThrottleMs);
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('resize', onResize);
  listeners.add(listener);
  width = window.innerWidth;
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('resize', onResize);
  };
}

export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => width,
    () => breakpoints.wide,
  );
}

export function useBreakpoints() {
  const current = useViewportWidth();
  return {
    isMobile: current < breakpoints.mobile,
    isNarrow: current < breakpoints.narrow,
    isBelowWide: current < breakpoints.wide,
  };
}
