import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client';

/**
 * Runs `work` in one transaction holding a transaction-scoped advisory lock named `name`, so across
 * every replica on this database one runs it at a time. Undefined when another replica holds it.
 */
export async function runExclusively<T>(
  db: Db,
  name: string,
  work: (tx: DbExecutor) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ locked: boolean }>(
      sql`SELECT pg_try_advisory_xact_lock(hashtextextended(${`worker:${name}`}, 0)) AS locked`,
    );
    if (!rows[0]?.locked) return undefined;
    return work(tx);
  });
}

export type BackgroundLoop = { stop: () => Promise<void> };

/**
 * Calls `tick` every `everyMs` (measured from the end of the last tick) under runExclusively. A
 * failing tick is logged and the loop goes on; stop waits for a running tick to finish.
 */
export function startBackgroundLoop(options: {
  name: string;
  everyMs: number;
  db: Db;
  log: FastifyBaseLogger;
  tick: (tx: DbExecutor) => Promise<void>;
}): BackgroundLoop {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runExclusively(options.db, options.name, options.tick)
        .then(() => undefined)
        .catch((error: unknown) =>
          options.log.warn({ err: error, worker: options.name }, 'background tick failed'),
        )
        .finally(schedule);
    }, options.everyMs);
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
