import { errorCodes, operatorsTexts, roleAllows, type OperatorRole } from '@dappx/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { authOf, preValidationWhere } from '../../lib/route-hooks';
import type { App } from '../../lib/types';
import { hashToken } from '../../lib/secret-tokens';
import { findOperatorSession } from './repository';

/** The header a console call carries its operator token in (never `session-id`: the two never mix). */
export const operatorSessionHeader = 'operator-session';

export type SignedInOperator = { address: string; role: OperatorRole; tokenHash: string; expiresAt: Date };

declare module '../../lib/endpoint' {
  interface Authenticated {
    operator: SignedInOperator;
  }
}

/**
 * Checks every `auth: 'operator'` route on the server, before its input is validated: 401 without a live
 * console session (a user's session token is not one), 403 when the operator's role is not among the
 * declaration's `roles`. Registered after the users' hook, whose caller it completes.
 */
export function registerOperatorAuthentication(app: App, deps: { db: Db }) {
  preValidationWhere(
    app,
    (route) => authOf(route) === 'operator',
    async (request) => {
      const operator = await operatorOfRequest(request, deps.db);
      if (!roleAllows(operator.role, request.routeOptions.config.roles)) {
        throw new AppError(403, errorCodes.forbidden, operatorsTexts.forbidden);
      }
      request.caller = { ...request.caller, operator };
    },
  );
}

async function operatorOfRequest(request: FastifyRequest, db: Db): Promise<SignedInOperator> {
  const header = request.headers[operatorSessionHeader];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) throw new AppError(401, errorCodes.unauthorized, operatorsTexts.sessionMissing);
  const tokenHash = hashToken(token);
  const found = await findOperatorSession(db, tokenHash);
  const ended =
    !found ||
    found.operator.disabled ||
    found.session.revokedAt !== null ||
    found.session.expiresAt.getTime() <= Date.now();
  if (ended) throw new AppError(401, errorCodes.sessionExpired, operatorsTexts.sessionExpired);
  return {
    address: found.operator.address,
    role: found.operator.role,
    tokenHash,
    expiresAt: found.session.expiresAt,
  };
}
