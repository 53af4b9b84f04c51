import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';
import { errorChain } from './error-chain';
import { observeLoop, type LoopFailureCause } from './process-metrics';

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

/** The longest wait between two rounds of a failing loop, unless its own interval is longer. */
const defaultMaxBackoffMs = 60_000;

/**
 * Calls `tick` every `everyMs` (measured from the end of the last tick) under runExclusively; stop
 * waits for a running tick to finish. A failing tick is retried with exponential backoff (twice the
 * wait after each failure in a row, at most `maxBackoffMs`), back to `everyMs` after a success.
 *
 * A failure because a chain's RPC or the database is unreachable is an outage, not a bug: it is logged
 * once when it starts (without a stack trace) and once when a round succeeds again, however many
 * loops and rounds run into it meanwhile. Any other failure is logged with its stack each time.
 */
export function startBackgroundLoop(options: {
  name: string;
  everyMs: number;
  db: Db;
  log: FastifyBaseLogger;
  tick: (tx: DbExecutor) => Promise<void>;
  maxBackoffMs?: number;
}): BackgroundLoop {
  const { name, everyMs, db, log } = options;
  const maxBackoffMs = Math.max(everyMs, options.maxBackoffMs ?? defaultMaxBackoffMs);
  const outages = outagesOf(db);
  const metrics = observeLoop(name);
  /** The outages this loop ran into since its last successful round. */
  const seen = new Set<string>();
  let failuresInARow = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const nextDelay = () => Math.min(maxBackoffMs, everyMs * 2 ** failuresInARow);

  const succeeded = (outcome: 'done' | 'skipped', seconds: number) => {
    metrics.ticked(outcome, seconds);
    failuresInARow = 0;
    // A skipped round (another replica holds the lock) reached nothing, so it ends no outage.
    if (outcome === 'skipped') return;
    for (const key of seen) outages.ended(key, log, name);
    seen.clear();
  };

  const failed = (error: unknown, seconds: number) => {
    failuresInARow += 1;
    const outage = outageOf(error);
    metrics.ticked('failed', seconds, outage?.cause ?? 'other');
    if (!outage) {
      log.warn({ err: error, worker: name, retryInMs: nextDelay() }, 'background tick failed');
      return;
    }
    seen.add(outage.key);
    outages.started(outage, log, name, nextDelay());
  };

  const round = async () => {
    const startedAt = performance.now();
    const seconds = () => (performance.now() - startedAt) / 1000;
    try {
      const ran = await runExclusively(db, name, async (tx) => {
        await options.tick(tx);
        return true;
      });
      succeeded(ran ? 'done' : 'skipped', seconds());
    } catch (error) {
      failed(error, seconds());
    }
  };

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().finally(() => schedule(nextDelay()));
    }, delay);
  };
  schedule(everyMs);

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      metrics.stopped();
    },
  };
}

/** Something the loops need that is not answering: one chain's RPC endpoint, or the database. */
type Outage = { key: string; what: string; cause: LoopFailureCause; reason: string };

/**
 * The chains' RPC endpoints by name, so log lines say "chain L1" rather than an address that may carry
 * a provider's API key. An endpoint without a name is shown by its origin only.
 */
const endpointNames = new Map<string, string>();

export function nameRpcEndpoints(names: Record<string, string>) {
  for (const [name, url] of Object.entries(names)) endpointNames.set(url, name);
}

function describeEndpoint(url: string): string {
  const name = endpointNames.get(url);
  if (name) return `chain ${name}`;
  try {
    return `the RPC endpoint at ${new URL(url).origin}`;
  } catch {
    return 'an RPC endpoint';
  }
}

/** Why a request failed, in words that name no address: a socket error code, an HTTP status, a timeout. */
function reasonOf(error: unknown): string {
  for (const current of errorChain(error)) {
    const { code, status, name } = current as { code?: unknown; status?: unknown; name?: unknown };
    if (typeof code === 'string') return code;
    if (typeof status === 'number') return `HTTP ${status}`;
    if (name === 'TimeoutError') return 'timed out';
  }
  return 'no answer';
}

/**
 * The outage behind a failed round, if it is one: viem reports a transport failure (no connection, an
 * HTTP error status, a timeout) as HttpRequestError or TimeoutError carrying the endpoint's URL,
 * however deep inside a contract call's error. The RPC check comes first: its socket error codes would
 * read as a database outage too.
 */
function outageOf(error: unknown): Outage | undefined {
  for (const current of errorChain(error)) {
    const { name, url } = current as { name?: unknown; url?: unknown };
    if ((name === 'HttpRequestError' || name === 'TimeoutError') && typeof url === 'string') {
      return {
        key: `rpc ${url}`,
        what: describeEndpoint(url),
        cause: 'chain_unreachable',
        reason: reasonOf(error),
      };
    }
  }
  if (isDatabaseUnavailable(error))
    return { key: 'database', what: 'the database', cause: 'database_unreachable', reason: reasonOf(error) };
  return undefined;
}

/**
 * Which outages are on, shared by the loops of one process (they share its database handle): the first
 * loop to run into one logs it, the first to succeed again after it logs the end.
 */
const outagesByDb = new WeakMap<Db, ReturnType<typeof outageLog>>();

function outagesOf(db: Db) {
  let outages = outagesByDb.get(db);
  if (!outages) {
    outages = outageLog();
    outagesByDb.set(db, outages);
  }
  return outages;
}

function outageLog() {
  const on = new Map<string, { what: string; since: number }>();
  return {
    started(outage: Outage, log: FastifyBaseLogger, worker: string, retryInMs: number) {
      if (on.has(outage.key)) return;
      on.set(outage.key, { what: outage.what, since: Date.now() });
      log.warn(
        { worker, reason: outage.reason, retryInMs },
        `${outage.what} is unreachable; background work that needs it is retried with backoff`,
      );
    },
    ended(key: string, log: FastifyBaseLogger, worker: string) {
      const outage = on.get(key);
      if (!outage) return;
      on.delete(key);
      log.info(
        { worker, downForSeconds: Math.round((Date.now() - outage.since) / 1000) },
        `${outage.what} is reachable again`,
      );
    },
  };
}
