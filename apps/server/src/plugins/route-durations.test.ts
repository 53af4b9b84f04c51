import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RouteDurations } from './route-durations';

const name = 'dappx_http_request_duration_seconds';
const help = 'Time to answer an HTTP request, by method, route pattern and status code';
const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

// Answers on a bound, between bounds and beyond the last, over several routes, methods and statuses.
const answers: [method: string, route: string, status: number, seconds: number][] = [
  ['GET', '/settings/getMaintenanceMode', 200, 0.0004],
  ['GET', '/settings/getMaintenanceMode', 200, 0.005],
  ['GET', '/v1/catalogue/charts/:category', 200, 0.0301],
  ['POST', '/users/:token/transfer/:direction', 400, 0.25],
  ['GET', '/settings/getMaintenanceMode', 503, 12.5],
  ['HEAD', '/settings/getMaintenanceMode', 200, 0.0051],
  ['GET', 'unmatched', 404, 1],
  ['GET', '/v1/catalogue/charts/:category', 200, 0.12],
];

describe('request durations', () => {
  it("show at /metrics what prom-client's Histogram shows for the same answers", async () => {
    const ours = new RouteDurations(name, help, buckets);
    const reference = new Histogram({ name, help, buckets, labelNames: ['method', 'route', 'status_code'] });
    for (const [method, route, status, seconds] of answers) {
      ours.observe(ours.series(method, route, status), seconds);
      reference.observe({ method, route, status_code: String(status) }, seconds);
    }
    const [ourRegistry, referenceRegistry] = [new Registry(), new Registry()];
    ourRegistry.registerMetric(ours.asMetric());
    referenceRegistry.registerMetric(reference);

    expect(await Registry.merge([ourRegistry]).metrics()).toBe(await referenceRegistry.metrics());
    // What the request counter reads from it at each scrape.
    type Line = { metricName?: string; labels: object; value: number };
    const read = async (metric: { get: () => Promise<{ values: Line[] }> }) =>
      (await metric.get()).values.map(({ metricName, labels, value }) => ({
        metricName,
        labels,
        value,
      }));
    expect(await read(ours)).toEqual(await read(reference));
  });
});
