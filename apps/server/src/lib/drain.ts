import type { App } from './types';

/** Whether this replica is leaving: `/readyz` answers 503 from the moment it starts. */
export type Drain = { readonly draining: boolean; start: () => void };

export function createDrain(): Drain {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    start: () => {
      draining = true;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Takes the replica out of a balancer without dropping a request: `/readyz` answers 503 at once, the
 * background loops stop (each round's advisory lock is a transaction's, so it is free as soon as the
 * running round commits and another replica's next round takes the work), requests are still accepted
 * for `graceMs` so the balancer's health check sees the 503 and stops sending any, then the listener
 * closes and the requests in flight finish.
 */
export async function drainAndClose(
  app: App,
  drain: Drain,
  { graceMs, stopBackground }: { graceMs: number; stopBackground: () => Promise<void> },
): Promise<void> {
  drain.start();
  await Promise.all([stopBackground(), sleep(graceMs).then(() => app.close())]);
}
