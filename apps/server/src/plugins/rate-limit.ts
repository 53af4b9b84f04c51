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
  // The client counted last: already at the map's end, where taking it out and back would put it.
  let newest: string | undefined;
  return (client: string, now: number): Window => {
    let window = windows.get(client);
    if (!window || window.startedAt + windowMs <= now) window = { count: 0, startedAt: now };
    window.count += 1;
    // Taken out and put back: a Map keeps insertion order, so its first key is the least recently seen.
    if (client !== newest) windows.delete(client);
    windows.set(client, window);
    newest = client;
    if (windows.size > maxClients) windows.delete(windows.keys().next().value!);
    return window;
  };
}

/**
 * The client a limit counts, as @fastify/rate-limit keyed it: an IPv4 address as it is, an IPv6 one
 * by its /56. Working out the /56 parses the address (some 15 µs, near a third of what a cached read
 * costs in all), so each is worked out once; an IPv4 address skips even the IPv6 test, a long
 * regular expression.
 */
function clientKeys() {
  const ipv6Keys = new Map<string, string>();
  return (ip: string): string => {
    if (!ip.includes(':')) return ip;
    let key = ipv6Keys.get(ip);
    if (key === undefined) {
      if (ipv6Keys.size >= maxClients) ipv6Keys.clear();
      key = normalizeIP(ip);
      ipv6Keys.set(ip, key);
    }
    return key;
  };
}
const clientOf = clientKeys();

export type Limit = { max: number; timeWindow: number };

type LimitName = 'api' | 'rpc';
type CountOf = ReturnType<typeof clientWindows>;

/**
 * The per-process limit of a route, as @fastify/rate-limit counted it (per address, IPv6 by its /56,
 * a fixed window from a client's first request, the same headers): a plain callback hook where the
 * plugin's ran four promises on every API request.
 */
function limitHook(name: LimitName, { max, timeWindow }: Limit, count: CountOf): onRequestHookHandler {
  const limitHeader = String(max);
  return (request, reply, done) => {
    const now = Date.now();
    const window = count(clientOf(request.ip), now);
    const seconds = Math.ceil((timeWindow - (now - window.startedAt)) / 1000);
    reply.header('x-ratelimit-limit', limitHeader);
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
