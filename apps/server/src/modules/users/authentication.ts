import type { FastifyRequest } from 'fastify';
import type { Caller } from '../../lib/endpoint';
import { authOf, preHandlerWhere } from '../../lib/route-hooks';
import { idempotencyKeyOf } from '../../lib/idempotency-key';
import type { App, AppDeps } from '../../lib/types';
import type { MoneyClaim } from '../ledger';
import { requireSession, type SignedIn } from './session';

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
  preHandlerWhere(
    app,
    (route) => signedInAuths.has(authOf(route)),
    async (request) => {
      request.caller = await callerOf(request, deps);
    },
  );
}

const signedInAuths = new Set(['session', 'money', 'optional']);

async function callerOf(request: FastifyRequest, deps: Pick<AppDeps, 'db' | 'config'>): Promise<Caller> {
  switch (request.routeOptions.config.auth) {
    case 'session':
      return { signedIn: await requireSession(request, deps) };
    case 'money': {
      const signedIn = await requireSession(request, deps);
      return { signedIn, claim: moneyClaim(request, signedIn.user.id) };
    }
    case 'optional':
      return { signedIn: await requireSession(request, deps).catch(() => undefined) };
    default:
      return {};
  }
}

/**
 * The claim of a request whose user the route has already resolved from the session: the path and
 * the parsed body identify the request.
 */
function moneyClaim(request: FastifyRequest, userId: string): MoneyClaim {
  return {
    userId,
    key: idempotencyKeyOf(request),
    request: { path: request.url, body: request.body ?? null },
  };
}
