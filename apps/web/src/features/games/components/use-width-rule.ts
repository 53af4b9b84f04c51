import { startTransition, useEffect, useState, type RefObject } from 'react';

/**
 * What a width rule (e.g. the card-label rule) says of an element's rendered width, kept current with a
 * ResizeObserver. The rule's answer is the state, not the width: a measure that leaves the answer as it
 * was renders nothing again (a grid of cards measured after its first paint rendered every card twice),
 * and a change renders as a transition, in short slices.
 */
export function useWidthRule(ref: RefObject<HTMLElement | null>, rule: (width: number) => boolean): boolean {
  const [answer, setAnswer] = useState(() => rule(0));
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = rule(element.getBoundingClientRect().width);
      startTransition(() => setAnswer(next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rule]);
  return answer;
}
