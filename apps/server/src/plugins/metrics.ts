import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@dappx/shared';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import type { App } from '../lib/types';

/**
 * What the process as a whole does (its runtime, the ledger, the limits, the background loops),
 * counted wherever it happens; each app adds its own requests and database pool at scrape time.
 */
const processRegistry = new Registry();
collectDefaultMetrics({ register: processRegistry });

const ledgerEntries = new Counter({
  name: 'dappx_ledger_entries_posted_total',
  help: 'Balanced ledger entries posted, by kind (inside the caller transaction, which may still roll back)',
  labelNames: ['kind'] as const,
  registers: [processRegistry],
});
const ledgerFailures = new Counter({
  name: 'dappx_ledger_entries_failed_total',
  help: 'Ledger entries refused or failed, by kind and reason (insufficient_balance or error)',
  labelNames: ['kind', 'reason'] as const,
  registers: [processRegistry],
});
const rateLimitRefusals = new Counter({
  name: 'dappx_rate_limit_refusals_total',
  help: 'Requests refused with 429, by the limit that refused them',
  labelNames: ['limit'] as const,
  registers: [processRegistry],
});
const loopTicks = new Counter({
  name: 'dappx_background_loop_ticks_total',
  help: 'Background loop rounds, by loop and outcome (done, skipped: another replica holds the lock, failed)',
  labelNames: ['loop', 'outcome'] as const,
  registers: [processRegistry],
});
const loopErrors = new Counter({
  name: 'dappx_background_loop_errors_total',
  help: 'Failed background loop rounds, by loop and cause (chain_unreachable, database_unreachable, other)',
  labelNames: ['loop', 'cause'] as const,
  registers: [processRegistry],
});
const loopDuration = new Histogram({
  name: 'dappx_background_loop_tick_duration_seconds',
  help: 'How long one background loop round took, by loop',
  labelNames: ['loop'] as const,
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [processRegistry],
});

type LoopState = { name: string; lastCompletedAt: number };
const liveLoops = new Set<LoopState>();
new Gauge({
  name: 'dappx_background_loop_lag_seconds',
  help: 'Seconds since the loop last completed a round (done or skipped); grows while it fails or backs off',
  labelNames: ['loop'] as const,
  registers: [processRegistry],
  collect() {
    this.reset();
    const lag = new Map<string, number>();
    for (const loop of liveLoops) {
      const seconds = (performance.now() - loop.lastCompletedAt) / 1000;
      lag.set(loop.name, Math.max(lag.get(loop.name) ?? 0, seconds));
    }
    for (const [loop, seconds] of lag) this.set({ loop }, seconds);
  },
});

const readinessChecks = new Gauge({
  name: 'dappx_readiness_check',
  help: 'The last /readyz answer per check (database, migrations, chain_l1, chain_l2): 1 up, 0 down',
  labelNames: ['check'] as const,
  registers: [processRegistry],
});

export type LoopOutcome = 'done' | 'skipped' | 'failed';
export type LoopFailureCause = 'chain_unreachable' | 'database_unreachable' | 'other';

/** The metrics of one running background loop; `stopped` takes it out of the lag gauge. */
export function observeLoop(name: string) {
  const state: LoopState = { name, lastCompletedAt: performance.now() };
  liveLoops.add(state);
  return {
    ticked(outcome: LoopOutcome, seconds: number, cause?: LoopFailureCause) {
      loopTicks.inc({ loop: name, outcome });
      loopDuration.observe({ loop: name }, seconds);
      if (outcome === 'failed') loopErrors.inc({ loop: name, cause: cause ?? 'other' });
      else state.lastCompletedAt = performance.now();
    },
    stopped() {
      liveLoops.delete(state);
    },
  };
}

/** One ledger entry posted (`failure` undefined) or refused. Kinds are the code's own names, never input. */
export function countLedgerEntry(kind: string, failure?: 'insufficient_balance' | 'error') {
  if (failure) ledgerFailures.inc({ kind, reason: failure });
  else ledgerEntries.inc({ kind });
}

/**
 * One request refused by a rate limit. `limit` names the limit (e.g. `api`, `rpc`, `sign-in`), never
 * the client: each distinct value is a time series.
 */
export function countRateLimitRefusal(limit: string) {
  rateLimitRefusals.inc({ limit });
}

/** What /readyz found, per check. */
export function recordReadiness(checks: Record<string, boolean>) {
  for (const [check, up] of Object.entries(checks)) readinessChecks.set({ check }, up ? 1 : 0);
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in time independent of where the two differ (both are hashed to one length first). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Request counts and durations by route pattern and status, the database pool, and `GET /metrics` in
 * the Prometheus text format, behind `Authorization: Bearer $METRICS_TOKEN`. Without a token the path
 * answers as any unknown path does. Registered on the root instance so every route is counted.
 */
export function registerMetrics(app: App, { config, db }: { config: Config; db: Db }) {
  const appRegistry = new Registry();
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'dappx_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (unmatched: no route) and status code',
    labelNames,
    registers: [appRegistry],
  });
  const durations = new Histogram({
    name: 'dappx_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [appRegistry],
  });

  const pool = (db as Db & { $client?: pg.Pool }).$client;
  const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [appRegistry],
      collect() {
        const value = pool ? read(pool) : undefined;
        if (value !== undefined) this.set(value);
      },
    });
  poolGauge(
    'dappx_db_pool_size',
    'Open connections of the database pool (in use and idle)',
    (p) => p.totalCount,
  );
  poolGauge('dappx_db_pool_idle', 'Idle connections of the database pool', (p) => p.idleCount);
  poolGauge(
    'dappx_db_pool_waiting',
    'Queries waiting for a connection of the database pool',
    (p) => p.waitingCount,
  );
  poolGauge(
    'dappx_db_pool_max',
    'Most connections the database pool opens (DB_POOL_MAX)',
    (p) => p.options.max,
  );

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: methods.has(request.method) ? request.method : 'OTHER',
      // The pattern (`/v1/catalogue/:id`), never the URL: one series per route, whatever clients send.
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    durations.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const token = config.metricsToken;
    if (!token) return reply.callNotFound();
    const [scheme, given] = (request.headers.authorization ?? '').split(' ', 2);
    if (scheme?.toLowerCase() !== 'bearer' || !given || !sameSecret(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new AppError(
        401,
        errorCodes.unauthorized,
        'The metrics need the header Authorization: Bearer <METRICS_TOKEN>.',
      );
    }
    const registry = Registry.merge([processRegistry, appRegistry]);
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}
