import { createHash, timingSafeEqual } from 'node:crypto';
import { errorCodes } from '@dappx/shared';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type pg from 'pg';
import { Counter, Gauge, Registry } from 'prom-client';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { AppError } from '../lib/app-error';
import { processRegistry } from '../lib/process-metrics';
import type { App } from '../lib/types';
import { RouteDurations, type Series } from './route-durations';

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const methodLabel = (method: string) => (methods.has(method) ? method : 'OTHER');

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares in time independent of where the two differ (both are hashed to one length first). */
function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** A route's series by method and status code: made at their first answer, then found in a Map. */
function seriesOfRoute(durations: RouteDurations, route: string) {
  const byMethod = new Map<string, Map<number, Series>>();
  return (method: string, status: number): Series => {
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) byStatus.set(status, (series = durations.series(method, route, status)));
    return series;
  };
}

const onResponseHooks = (route: RouteOptions) => {
  const given = route.onResponse;
  return given === undefined ? [] : Array.isArray(given) ? given : [given];
};

/**
 * Times every answer: each route's own hook knows its pattern, which a hook for all routes read from
 * `request.routeOptions` (an object of a dozen fields built on each read). What no route took, or a
 * route passed on with `callNotFound`, is counted as `unmatched` by the one hook every answer runs.
 * Callback hooks: no promise per request for their one update.
 */
function countAnswers(app: App, durations: RouteDurations) {
  const count =
    (seriesOf: ReturnType<typeof seriesOfRoute>) =>
    (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
      durations.observe(seriesOf(methodLabel(request.method), reply.statusCode), reply.elapsedTime / 1000);
      done();
    };
  app.addHook('onRoute', (route) => {
    // The pattern (`/v1/catalogue/:id`), never the URL: one series per route, whatever clients send.
    route.onResponse = [...onResponseHooks(route), count(seriesOfRoute(durations, route.url))];
  });
  const unmatched = count(seriesOfRoute(durations, 'unmatched'));
  app.addHook('onResponse', (request, reply, done) =>
    request.is404 ? unmatched(request, reply, done) : done(),
  );
}

/**
 * Request counts and durations by route pattern and status, the database pool, and `GET /metrics` in
 * the Prometheus text format, behind `Authorization: Bearer $METRICS_TOKEN`. Without a token the path
 * answers as any unknown path does. Registered on the root instance so every route is counted.
 */
export function registerMetrics(app: App, { config, db }: { config: Config; db: Db }) {
  const appRegistry = new Registry();
  const durations = requestMetrics(appRegistry);
  poolMetrics(appRegistry, db);
  countAnswers(app, durations);
  serveMetrics(app, config, appRegistry);
}

/** The durations histogram, and the request counter read from it. */
function requestMetrics(appRegistry: Registry): RouteDurations {
  const durations = new RouteDurations(
    'dappx_http_request_duration_seconds',
    'Time to answer an HTTP request, by method, route pattern and status code',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  );
  appRegistry.registerMetric(durations.asMetric());
  // The histogram counts every answer already: the counter is read from it when scraped, not kept
  // apart by a second update on every request.
  new Counter({
    name: 'dappx_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern (unmatched: no route) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [appRegistry],
    async collect() {
      const { values } = await durations.get();
      this.reset();
      for (const { metricName, labels, value } of values) {
        if (metricName === `${durations.name}_count`) this.inc(labels as Record<string, string>, value);
      }
    },
  });
  return durations;
}

/** The database pool's connections, read when scraped. */
function poolMetrics(appRegistry: Registry, db: Db) {
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
}

function serveMetrics(app: App, config: Config, appRegistry: Registry) {
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
