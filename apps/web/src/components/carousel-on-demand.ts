import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';

// Swiper is some 27 kB compressed, evaluated before a phone's first input if the carousels load it.
// Until a visitor asks something of a carousel (a dot, an arrow, a swipe) or its first slide change is
// due, a stand-in draws what Swiper first lays out, with Swiper's own classes and stylesheet; then
// Swiper's code loads, takes its place, and is told what was asked.

/** What a visitor (or the autoplay) asked of a carousel before its code was in. */
export type CarouselIntent =
  { kind: 'slide'; index: number } | { kind: 'step'; by: 1 | -1; byAutoplay?: boolean; byArrow?: boolean };

export type CarouselOnDemand = {
  /** True once the real carousel is wanted: from then on it renders (the stand-in as its fallback). */
  wanted: boolean;
  /** Fetches the carousel's code without showing it: on a sign that it may soon be wanted. */
  prefetch: () => void;
  want: (intent: CarouselIntent) => void;
  /** The intent, handed once to the carousel that has just started. */
  takeIntent: () => CarouselIntent | undefined;
  /** Spread on the carousel's section: a swap waits while the pointer is pressed on it. */
  pressHandlers: { onPointerDown: () => void; onPointerUp: () => void; onPointerCancel: () => void };
};

export function useCarouselOnDemand(load: () => Promise<unknown>): CarouselOnDemand {
  const [wanted, setWanted] = useState(false);
  const intent = useRef<CarouselIntent | undefined>(undefined);
  const pressed = useRef(false);
  const waiting = useRef(false);

  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  const swap = useCallback(() => {
    // A transition keeps the stand-in on screen until the carousel's code is in.
    startTransition(() => setWanted(true));
  }, []);
  const want = useCallback(
    (next: CarouselIntent) => {
      intent.current = next;
      // Replacing what the pointer is pressed on would lose the click: wait for its release.
      if (pressed.current) waiting.current = true;
      else swap();
    },
    [swap],
  );
  const release = useCallback(() => {
    pressed.current = false;
    if (!waiting.current) return;
    waiting.current = false;
    swap();
  }, [swap]);

  return {
    wanted,
    prefetch,
    want,
    takeIntent: () => {
      const taken = intent.current;
      intent.current = undefined;
      return taken;
    },
    pressHandlers: {
      onPointerDown: () => (pressed.current = true),
      onPointerUp: release,
      onPointerCancel: release,
    },
  };
}

/** How long before a slide change is due the carousel's code starts to download. */
const prefetchLeadMs = 3_000;

/**
 * The stand-in's autoplay: the first slide change, at the carousel's delay, as Swiper's would be. Paused
 * (hovered) and resumed, it starts its delay over, as Swiper's does.
 */
export function useStandInAutoplay(carousel: CarouselOnDemand, delayMs: number, paused: boolean) {
  const { wanted, prefetch, want } = carousel;
  useEffect(() => {
    if (wanted || paused) return;
    const soon = setTimeout(prefetch, Math.max(0, delayMs - prefetchLeadMs));
    const due = setTimeout(() => want({ kind: 'step', by: 1, byAutoplay: true }), delayMs);
    return () => {
      clearTimeout(soon);
      clearTimeout(due);
    };
  }, [wanted, paused, delayMs, prefetch, want]);
}

/** A swipe on a phone's stand-in: one slide on or back, as Swiper would have moved. */
export function useStandInSwipe(onStep: (by: 1 | -1) => void) {
  const startX = useRef<number | undefined>(undefined);
  return {
    onTouchStart: (event: TouchEvent) => (startX.current = event.touches[0]?.clientX),
    onTouchEnd: (event: TouchEvent) => {
      const endX = event.changedTouches[0]?.clientX;
      if (startX.current === undefined || endX === undefined) return;
      const moved = endX - startX.current;
      startX.current = undefined;
      // Swiper's threshold for a swipe that changes the slide is half a slide or a quick flick; a
      // clear horizontal move stands for both here.
      if (Math.abs(moved) > 40) onStep(moved < 0 ? 1 : -1);
    },
  };
}

/** A control drawn as Swiper draws it (a div or span with role button) answers Enter and Space as A11y does. */
export const pressOnKey = (press: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  press();
};
