import { normalizeIP } from '@fastify/rate-limit';
import type { onRequestHookHandler, RouteOptions } from 'fastify';
import { RateLimitedError, tryAgainIn } from '../lib/shared-rate-limit';
import type { App } from '../lib/types';

/** A client's count in its current window, which starts at its first request. */
type Window = { count: number; startedAt: number };

// As many clients as @fastify/rate-limit kept: a flood of addresses costs bounded memory.
const maxClients = 5000;

/** Windows by client, the least recently seen dropped first once there are `maxClients`. */
function clientWindows(windowMs: number) {
  const windows = new Map<string, Window>();
  return (client: string, now: number): Window => {
    let window = windows.get(client);
    // Taken out and put back: a Map keeps insertion order, so its first key is the least recently seen.
    windows.delete(client);
    if (!window || window.startedAt + windowMs <= now) window = { count: 0, startedAt: now };
    window.count += 1;
    windows.set(client, window);
    if (windows.size > maxClients) windows.delete(windows.keys().next().value!);
    return window;
  };
}

export type Limit = { max: number; timeWindow: number };

type LimitName = 'api' | 'rpc';
type CountOf = ReturnType<typeof clientWindows>;

/**
 * The per-process limit of a route, as @fastify/rate-limit counted it (per address, IPv6 by its /56,
 * a fixed window from a client's first request, the same headers): a plain callback hook where the
 * plugin's ran four promises on every API request.
 */
function limitHook(name: LimitName, { max, timeWindow }: Limit, count: CountOf): onRequestHookHandler {
  return (request, reply, done) => {
    const now = Date.now();
    const window = count(normalizeIP(request.ip), now);
    const seconds = Math.ceil((timeWindow - (now - window.startedAt)) / 1000);
    reply.header('x-ratelimit-limit', max);
    if (window.count <= max) {
      reply.header('x-ratelimit-remaining', max - window.count).header('x-ratelimit-reset', seconds);
      return done();
    }
    reply
      .header('x-ratelimit-remaining', 0)
      .header('x-ratelimit-reset', seconds)
      .header('retry-after', seconds);
    done(
      new RateLimitedError(`Too many requests. Please try again in ${tryAgainIn(seconds)}.`, seconds, name),
    );
  };
}

const onRequestHooks = (route: RouteOptions) => {
  const given = route.onRequest;
  return given === undefined ? [] : Array.isArray(given) ? given : [given];
};

/**
 * Limits every route registered after it whose path `limited` picks, decided once per route rather
 * than per request: by `limit`, counted across all of them, or by the route's own `config.rateLimit`,
 * counted apart (wallets' RPC polling has its own budget).
 */
export function registerProcessRateLimit(app: App, limit: Limit, limited: (path: string) => boolean) {
  const shared = clientWindows(limit.timeWindow);
  app.addHook('onRoute', (route) => {
    if (!limited(route.url)) return;
    const own = (route.config as { rateLimit?: Limit } | undefined)?.rateLimit;
    const name = route.url.startsWith('/rpc') ? 'rpc' : 'api';
    const hook = own ? limitHook(name, own, clientWindows(own.timeWindow)) : limitHook(name, limit, shared);
    // A new array: a GET route's HEAD twin starts from the same options and gets a hook of its own.
    route.onRequest = [...onRequestHooks(route), hook];
  });
}
