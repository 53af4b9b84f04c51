import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** `pid`: the server's process, whose CPU time per answered request is measured too. */
export type LoadOptions = { connections: number; seconds: number; pid?: number };

export type Result = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server's user + system CPU time per request: unlike req/s, it barely moves with other load. */
  cpuMicrosPerRequest?: number;
};

/** What one request asks for: its path and, for signed-in calls, its headers. */
export type NextRequest = () => { path: string; headers?: Record<string, string> };

// Linux reports CPU times in clock ticks of 1/100 s (USER_HZ, fixed at 100 for user space).
const ticksPerSecond = 100;

/** User + system CPU time a process has used so far, in microseconds (Linux's /proc). */
function cpuMicros(pid: number): number {
  // The command name, in parentheses, may hold spaces: fields are counted after its closing one.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return ((utime + stime) / ticksPerSecond) * 1e6;
}

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
  const { connections, seconds, pid } = options;
  await autocannon({ url, connections, duration: 2, requests }); // warm-up, not counted
  const cpuBefore = pid === undefined ? 0 : cpuMicros(pid);
  const result = await autocannon({ url, connections, duration: seconds, requests });
  const cpuUsed = pid === undefined ? undefined : cpuMicros(pid) - cpuBefore;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
    ...(cpuUsed === undefined ? {} : { cpuMicrosPerRequest: cpuUsed / Math.max(result.requests.total, 1) }),
  };
}

export const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** Each run's rate and the server's CPU per request: their spread says how far other load moved them. */
export const turnsOf = (results: Result[]) =>
  results
    .map((result) => `${Math.round(result.requestsPerSecond)} (${result.cpuMicrosPerRequest?.toFixed(1)} µs)`)
    .join(', ');

/** One route's runs as one result: mean req/s, p50, p99 and CPU per request; errors summed. */
export function combined(results: Result[]): Result {
  const cpu = results.flatMap((result) => result.cpuMicrosPerRequest ?? []);
  return {
    name: results[0]!.name,
    requestsPerSecond: mean(results.map((result) => result.requestsPerSecond)),
    p50: mean(results.map((result) => result.p50)),
    p99: mean(results.map((result) => result.p99)),
    errors: results.reduce((sum, result) => sum + result.errors, 0),
    non2xx: results.reduce((sum, result) => sum + result.non2xx, 0),
    ...(cpu.length > 0 ? { cpuMicrosPerRequest: mean(cpu) } : {}),
  };
}

/**
 * Runs two measures in turns, twice (a, b, a, b), and gives each one's results: the machine's speed drifts
 * within a minute here, and measuring all of one, then all of the other, read that drift as a difference.
 */
export async function inTurns<A, B>(a: () => Promise<A>, b: () => Promise<B>): Promise<[A[], B[]]> {
  const [as, bs]: [A[], B[]] = [[], []];
  for (let turn = 0; turn < 2; turn += 1) {
    as.push(await a());
    bs.push(await b());
  }
  return [as, bs];
}
