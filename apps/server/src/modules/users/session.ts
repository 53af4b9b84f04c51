import { errorCodes, usersTexts } from '@dappx/shared';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../../lib/secret-tokens';
import { refuseBeyond, sharedLimitKey, type SharedLimit } from '../../lib/shared-rate-limit';
import {
  findSession,
  findSessionCountingHit,
  touchSession,
  type FoundSession,
  type User,
} from './repository';
import { blockedError } from './service';

export type SignedIn = { user: User; tokenHash: string };

// Writing last-seen on every call would turn each read into a write; once a minute is precise enough.
const touchEveryMs = 60_000;

/**
 * The signed-in user of a request, from the `session-id` header only (a token in the query string
 * would leak into logs and history, so it is ignored). Expired, revoked or blocked sessions fail.
 */
export async function requireSession(
  request: FastifyRequest,
  deps: { db: Db; config: Config },
): Promise<SignedIn> {
  const header = request.headers['session-id'];
  const token = Array.isArray(header) ? header[0] : header;
  return sessionOfToken(token, deps);
}

/** The signed-in user of a session token however it came (header, or a body as the marketplace's calls). */
export async function sessionOfToken(
  token: string | undefined,
  deps: { db: Db; config: Config },
): Promise<SignedIn> {
  if (!token) throw sessionMissing();
  const tokenHash = hashToken(token);
  return checkedSession(await findSession(deps.db, tokenHash), tokenHash, deps);
}

/**
 * `requireSession` for a signed-in write: the call is counted against the session's write limit (shared
 * by all replicas) in the statement that reads the session, and refused beyond it before the session's
 * own checks, as when the limit was counted first on its own.
 */
export async function requireSessionCountingWrite(
  request: FastifyRequest,
  deps: { db: Db; config: Config },
  limit: SharedLimit,
): Promise<SignedIn> {
  const header = request.headers['session-id'];
  // Only a single header is counted (a repeated one never was), an empty one too.
  if (typeof header !== 'string') return requireSession(request, deps);
  const tokenHash = hashToken(header);
  const { found, hit } = await findSessionCountingHit(deps.db, tokenHash, {
    key: sharedLimitKey(limit, tokenHash),
    windowMs: limit.windowMs,
  });
  refuseBeyond(limit, hit);
  if (!header) throw sessionMissing();
  return checkedSession(found, tokenHash, deps);
}

export const sessionMissing = () => new AppError(401, errorCodes.unauthorized, usersTexts.sessionMissing);

/** Whether a found session is still open at `now`: not revoked, not expired, not idle too long. */
const isOpen = (found: FoundSession<Pick<User, 'id'>>, now: number, idleMs: number) =>
  found.session.revokedAt === null &&
  found.session.expiresAt.getTime() > now &&
  found.session.lastSeenAt.getTime() + idleMs > now;

/**
 * A found session's user, if it is still open and its wallet not blocked; last-seen touched now and then.
 * `open` is the session's verdict when the database gave it (in a statement that acted on it).
 */
export async function checkedSession<U extends Pick<User, 'id'> = User>(
  found: FoundSession<U> | undefined,
  tokenHash: string,
  deps: { db: Db; config: Config },
  open = found !== undefined && isOpen(found, Date.now(), deps.config.signIn.sessionIdleMs),
): Promise<{ user: U; tokenHash: string }> {
  // A blocked wallet hears that it is blocked, whatever state its (ended) session is in.
  if (found?.blocked) throw blockedError();
  if (!found || !open) throw new AppError(401, errorCodes.sessionExpired, usersTexts.sessionExpired);

  if (Date.now() - found.session.lastSeenAt.getTime() > touchEveryMs) await touchSession(deps.db, tokenHash);
  return { user: found.user, tokenHash };
}
