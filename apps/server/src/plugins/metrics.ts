import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@dappx/shared';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { processRegistry } from '../lib/process-metrics';
import type { App } from '../lib/types';

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
  const durationsName = 'dappx_http_request_duration_seconds';
  const durations = new Histogram({
    name: durationsName,
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [appRegistry],
  });
  // The histogram counts every answer already: the counter is read from it when scraped, not kept
  // apart by a second update on every request.
  new Counter({
    name: 'dappx_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (unmatched: no route) and status code',
    labelNames,
    registers: [appRegistry],
    async collect() {
      const { values } = await durations.get();
      this.reset();
      for (const { metricName, labels, value } of values) {
        if (metricName === `${durationsName}_count`) this.inc(labels as Record<string, string>, value);
      }
    },
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

  // A callback hook, not an async one: no promise per request for its one update.
  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: methods.has(request.method) ? request.method : 'OTHER',
      // The pattern (`/v1/catalogue/:id`), never the URL: one series per route, whatever clients send.
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    durations.observe(labels, reply.elapsedTime / 1000);
    done();
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
