import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Caller } from '../../lib/endpoint';
import { authOf, preHandlerWhere, preValidationWhere } from '../../lib/route-hooks';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import type { App, AppDeps } from '../../lib/types';
import type { MoneyClaim } from '../ledger';
import { countsSessionWrites, isRead, sessionWriteLimit } from '../../lib/shared-rate-limit';
import { requireSession, requireSessionCountingWrite, sessionMissing, type SignedIn } from './session';

declare module '../../lib/endpoint' {
  interface Authenticated {
    signedIn: SignedIn;
    claim: MoneyClaim;
  }
}

/**
 * The one place a route's caller is checked, from its declaration's `auth`: a session for 'session' and
 * 'money' (401/403 otherwise), the session when one is sent for 'optional'. It runs before validation, so
 * a caller without a session hears 401, not the field messages of a call they may not make; a 'money'
 * call's claim (once per Idempotency-Key) names the validated body, so it is taken after validation.
 */
export function registerAuthentication(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  const writeLimit = sessionWriteLimit(deps.config);
  const signedInAuth = (route: RouteOptions) => signedInAuths.has(authOf(route)) && !sessionInPosting(route);
  preValidationWhere(
    app,
    (route) => signedInAuth(route) && !countsWritesWithSession(route),
    async (request) => {
      request.caller = await callerOf(request, () => requireSession(request, deps));
    },
  );
  preValidationWhere(
    app,
    (route) => signedInAuth(route) && countsWritesWithSession(route),
    async (request) => {
      request.caller = await callerOf(request, () =>
        isRead(request.method)
          ? requireSession(request, deps)
          : requireSessionCountingWrite(request, deps, writeLimit),
      );
    },
  );
  preHandlerWhere(
    app,
    (route) => signedInAuth(route) && authOf(route) === 'money',
    async (request) => {
      const signedIn = request.caller?.signedIn;
      if (signedIn) request.caller = { ...request.caller, claim: moneyClaim(request, signedIn.user.id) };
    },
  );
  // A posting checks its session in its own statement; a call without one is refused before validation.
  preValidationWhere(
    app,
    (route) => sessionInPosting(route) && authOf(route) !== 'optional',
    async (request) => {
      if (request.headers['session-id'] === undefined) throw sessionMissing();
    },
  );
}

const signedInAuths = new Set(['session', 'money', 'optional']);

/** Routes that check their session in their posting's own statement (`postAsSignedIn`), not here. */
const sessionInPosting = (route: RouteOptions) =>
  (route.config as { sessionInPosting?: boolean } | undefined)?.sessionInPosting === true;

/**
 * Routes whose session look-up also counts the call against the session write limit, in one statement
 * (the hook of `plugins/shared-limits.ts` counts the other writes).
 */
export const countsWritesWithSession = (route: RouteOptions) =>
  ['session', 'money'].includes(authOf(route)) && countsSessionWrites(route);

async function callerOf(request: FastifyRequest, session: () => Promise<SignedIn>): Promise<Caller> {
  switch (request.routeOptions.config.auth) {
    case 'session':
    case 'money':
      return { signedIn: await session() };
    case 'optional':
      return { signedIn: await session().catch(() => undefined) };
    default:
      return {};
  }
}

/**
 * The claim of a request whose user the route has already resolved from the session: the path and
 * the parsed body identify the request.
 */
export function moneyClaim(request: FastifyRequest, userId: string): MoneyClaim {
  return {
    userId,
    key: idempotencyKeyOf(request),
    request: { path: request.url, body: request.body ?? null },
  };
}
