import { lazy, type ComponentType } from 'react';

/**
 * A screen whose code loads when it is first shown (react-admin's layout suspends while it does), so the
 * sign-in page never waits for the code of screens it does not show.
 */
export function lazyScreen<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
