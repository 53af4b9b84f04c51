import autocannon from 'autocannon';

export type LoadOptions = { connections: number; seconds: number };

export type Result = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
};

/** What one request asks for: its path and, for signed-in calls, its headers. */
export type NextRequest = () => { path: string; headers?: Record<string, string> };

export async function load(
  name: string,
  url: string,
  options: LoadOptions,
  nextRequest?: NextRequest,
): Promise<Result> {
  // Each request may ask for a different path, so caches cannot answer for the database.
  const requests = nextRequest
    ? [{ setupRequest: (request: object) => ({ ...request, ...nextRequest() }) }]
    : undefined;
  const { connections, seconds } = options;
  await autocannon({ url, connections, duration: 2, requests }); // warm-up, not counted
  const result = await autocannon({ url, connections, duration: seconds, requests });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}
