import type { FastifyRequest, RouteOptions } from 'fastify';
import type { Caller } from '../../lib/endpoint';
import { authOf, preHandlerWhere } from '../../lib/route-hooks';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import type { App, AppDeps } from '../../lib/types';
import type { MoneyClaim } from '../ledger';
import { countsSessionWrites, isRead, sessionWriteLimit } from '../../lib/shared-rate-limit';
import { requireSession, requireSessionCountingWrite, type SignedIn } from './session';

declare module '../../lib/endpoint' {
  interface Authenticated {
    signedIn: SignedIn;
    claim: MoneyClaim;
  }
}

/**
 * The one place a route's caller is checked, from its declaration's `auth`: a session for 'session' and
 * 'money' (401/403 otherwise), the session when one is sent for 'optional', and for 'money' the claim
 * that runs a request once per Idempotency-Key. Runs after validation, as the handlers' checks did.
 */
export function registerAuthentication(app: App, deps: Pick<AppDeps, 'db' | 'config'>) {
  const writeLimit = sessionWriteLimit(deps.config);
  const signedInAuth = (route: RouteOptions) => signedInAuths.has(authOf(route)) && !sessionInPosting(route);
  preHandlerWhere(
    app,
    (route) => signedInAuth(route) && !countsWritesWithSession(route),
    async (request) => {
      request.caller = await callerOf(request, () => requireSession(request, deps));
    },
  );
  preHandlerWhere(
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
      return { signedIn: await session() };
    case 'money': {
      const signedIn = await session();
      return { signedIn, claim: moneyClaim(request, signedIn.user.id) };
    }
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
