import type { Histogram } from 'prom-client';

type Labels = { method: string; route: string; status_code: string };

/** The answers of one method, route pattern and status code: each counted in the first bucket it fits. */
export type Series = { labels: Labels; inBucket: number[]; count: number; sum: number };

type Line = {
  metricName: string;
  labels: Record<string, string | number>;
  sharedLabels: Labels;
  value: number;
};

/**
 * Request durations by method, route pattern and status code, shown at /metrics exactly as
 * prom-client's Histogram shows them (same lines, same order) and registered in its registry like
 * one. Kept as plain counts: the Histogram's `observe` checked the labels and hashed them into a key
 * on every answer, over a microsecond each, while a route's hook finds its series in a Map.
 */
export class RouteDurations {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly all = new Map<string, Series>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly buckets: readonly number[],
  ) {}

  /** The series of a method, route pattern and status code, made at its first answer. */
  series(method: string, route: string, status: number): Series {
    const key = `${method} ${route} ${status}`;
    let found = this.all.get(key);
    if (!found) {
      const labels = { method, route, status_code: String(status) };
      found = { labels, inBucket: this.buckets.map(() => 0), count: 0, sum: 0 };
      this.all.set(key, found);
    }
    return found;
  }

  observe(series: Series, seconds: number) {
    let bucket = 0;
    while (bucket < this.buckets.length && seconds > this.buckets[bucket]!) bucket += 1;
    if (bucket < this.buckets.length) series.inBucket[bucket]! += 1;
    series.count += 1;
    series.sum += seconds;
  }

  /** A series' lines: the buckets counted up to each bound, then +Inf, the sum and the count. */
  private linesOf(series: Series): Line[] {
    const { labels: sharedLabels, count, sum } = series;
    const bucketName = `${this.name}_bucket`;
    let upTo = 0;
    const buckets = this.buckets.map((le, index) => {
      upTo += series.inBucket[index]!;
      return { metricName: bucketName, labels: { le }, sharedLabels, value: upTo };
    });
    return [
      ...buckets,
      { metricName: bucketName, labels: { le: '+Inf' }, sharedLabels, value: count },
      { metricName: `${this.name}_sum`, labels: {}, sharedLabels, value: sum },
      { metricName: `${this.name}_count`, labels: {}, sharedLabels, value: count },
    ];
  }

  /** What the registry prints, in the shape it reads from a Histogram. */
  getForPromString() {
    const { name, help, type, aggregator } = this;
    return Promise.resolve({
      name,
      help,
      type,
      aggregator,
      values: [...this.all.values()].flatMap((series) => this.linesOf(series)),
    });
  }

  /** As a Histogram's `get()`: each line's labels in one object, the bound first. */
  async get() {
    const shown = await this.getForPromString();
    const values = shown.values.map(({ sharedLabels, labels, ...line }) => ({
      ...line,
      labels: { ...labels, ...sharedLabels },
    }));
    return { ...shown, values };
  }

  /** For a prom-client registry, which takes its own metric kinds only by type. */
  asMetric(): Histogram {
    return this as unknown as Histogram;
  }
}
