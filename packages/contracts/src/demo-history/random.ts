import { parseUnits } from 'viem';

/** True with probability `p`. The demo's history is random each start: no two demos look alike. */
export const chance = (p: number): boolean => Math.random() < p;

/** An integer in [min, max]. */
export const between = (min: number, max: number): number =>
  min + Math.floor(Math.random() * (max - min + 1));

export function pick<T>(items: readonly T[]): T {
  if (items.length === 0) throw new Error('nothing to pick from');
  return items[Math.floor(Math.random() * items.length)]!;
}

/** `count` different items, in random order (all of them when there are fewer). */
export function pickSome<T>(items: readonly T[], count: number): T[] {
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  return shuffled.slice(0, Math.max(0, count));
}

/**
 * A token amount (18 decimals) between `min` and `max` whole tokens, spread evenly over their orders
 * of magnitude, as people's amounts are: many small ones, a few large.
 */
export function tokenAmount(min: number, max: number): bigint {
  const whole = Math.exp(Math.log(min) + Math.random() * (Math.log(max) - Math.log(min)));
  return parseUnits(whole.toFixed(2), 18);
}
