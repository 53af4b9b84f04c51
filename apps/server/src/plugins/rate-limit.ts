import { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyReply,
  HookHandlerDoneFunction as HookDone,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import type { Db } from '../db/client';
import { sharedBudgets, type HitVerdict } from '../lib/shared-budget';
import { RateLimitedError, tryAgainIn } from '../lib/shared-rate-limit';
import type { App } from '../lib/types';

// As many clients as @fastify/rate-limit kept: a flood of addresses costs bounded memory.
const maxClients = 5000;

/**
 * The client a limit counts, as @fastify/rate-limit keyed it: an IPv4 address as it is, an IPv6 one
 * by its /64. Working out the /64 parses the address (some 15 µs, near a third of what a cached read
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
type Count = ReturnType<typeof sharedBudgets>;

/** The limit's headers, and its refusal in our words once the client is over it. */
function answer(name: LimitName, max: number, verdict: HitVerdict, reply: FastifyReply, done: HookDone) {
  const seconds = Math.max(1, Math.ceil((verdict.resetAt - Date.now()) / 1000));
  reply.header('x-ratelimit-limit', String(max)).header('x-ratelimit-reset', seconds);
  if (verdict.admitted) {
    reply.header('x-ratelimit-remaining', verdict.remaining);
    return done();
  }
  reply.header('x-ratelimit-remaining', 0).header('retry-after', seconds);
  done(new RateLimitedError(`Too many requests. Please try again in ${tryAgainIn(seconds)}.`, seconds, name));
}

/**
 * A route's limit as @fastify/rate-limit counted it (per address, IPv6 by its /64, a fixed window from
 * a client's first request, the same headers), counted in PostgreSQL so it holds across replicas: a
 * plain callback hook that asks the database only when this replica holds no claimed hit
 * (`lib/shared-budget.ts` says how exact that is).
 */
function limitHook(name: LimitName, max: number, count: Count): onRequestHookHandler {
  return (request, reply, done) => {
    const verdict = count(clientOf(request.ip), Date.now());
    if (!(verdict instanceof Promise)) return answer(name, max, verdict, reply, done);
    verdict.then((counted) => answer(name, max, counted, reply, done), done);
  };
}

const onRequestHooks = (route: RouteOptions) => {
  const given = route.onRequest;
  return given === undefined ? [] : Array.isArray(given) ? given : [given];
};

/**
 * Limits every route registered after it whose path `limited` picks, decided once per route rather
 * than per request: by `limit`, counted across all of them, or by the route's own `config.rateLimit`,
 * counted apart (wallets' RPC polling has its own budget). Every count is shared by all replicas.
 */
export function registerGeneralRateLimit(app: App, db: Db, limit: Limit, limited: (path: string) => boolean) {
  const shared = sharedBudgets(db, { key: 'api', max: limit.max, windowMs: limit.timeWindow });
  app.addHook('onRoute', (route) => {
    if (!limited(route.url)) return;
    const own = (route.config as { rateLimit?: Limit } | undefined)?.rateLimit;
    const name = route.url.startsWith('/rpc') ? 'rpc' : 'api';
    const hook = own
      ? limitHook(
          name,
          own.max,
          sharedBudgets(db, { key: `${name}:${route.url}`, max: own.max, windowMs: own.timeWindow }),
        )
      : limitHook(name, limit.max, shared);
    // A new array: a GET route's HEAD twin starts from the same options and gets a hook of its own.
    route.onRequest = [...onRequestHooks(route), hook];
  });
}
