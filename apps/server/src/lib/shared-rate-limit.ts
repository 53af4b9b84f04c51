import { errorCodes } from '@dappx/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { isApiPath } from './api-paths';
import { AppError } from './app-error';

/** A 429 that tells the client when to come back (sent as Retry-After). */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    /** Which limit refused: a fixed name, never anything about the client. */
    readonly limitName: string,
  ) {
    super(429, errorCodes.rateLimited, message);
  }
}

/**
 * The statement that counts hits (one unless `hits` says) on a key in a fixed window (the function
 * `rate_limit_hit`, whose plan each connection keeps), as SQL text with the key, the window (in seconds)
 * and the hits at the given placeholders: a statement may count a hit alongside its own work (one round
 * trip). Answers `count` and `retry_after_ms`.
 */
export const sharedHitSql = (key: string, windowSeconds: string, hits = '1') =>
  `SELECT o_count AS count, o_retry_after_ms AS retry_after_ms FROM rate_limit_hit(${key}, ${windowSeconds}, ${hits})`;

export type SharedHit = { count: number; retryAfterMs: number };

const countHitsSql = sharedHitSql('$1', '$2::float8', '$3::int');

/**
 * Counts one hit (or `hits`) on `key` in a fixed window, in PostgreSQL so every replica shares the count
 * (no limit may double with each replica).
 */
export async function countSharedHit(db: Db, key: string, windowMs: number, hits = 1): Promise<SharedHit> {
  const result = await db.$client.query<{ count: number; retry_after_ms: string }>(countHitsSql, [
    key,
    windowMs / 1000,
    hits,
  ]);
  await sweepOldWindowsSometimes(db);
  return sharedHitOf(result.rows[0]!);
}

/** A counted hit as the upsert answered it. */
export const sharedHitOf = (row: { count: number | string; retry_after_ms: number | string }): SharedHit => ({
  count: Number(row.count),
  retryAfterMs: Number(row.retry_after_ms),
});

/** Old windows are never read again; a few hits in a thousand sweep them away. */
export async function sweepOldWindowsSometimes(db: Db): Promise<void> {
  if (Math.random() < 0.002) {
    await db.execute(sql`DELETE FROM rate_limit_counters WHERE window_start < now() - interval '1 day'`);
  }
}

export type SharedLimit = {
  /** Names the counter; one limit's subjects never share a count with another's. */
  name: string;
  max: number;
  windowMs: number;
  /** What the client is told, given the seconds until it may try again. */
  message: (retryAfterSeconds: number) => string;
};

/** Counts a hit of `subject` (a client address, a wallet, a user) and refuses it beyond the limit. */
export async function enforceSharedLimit(db: Db, limit: SharedLimit, subject: string): Promise<void> {
  refuseBeyond(limit, await countSharedHit(db, sharedLimitKey(limit, subject), limit.windowMs));
}

/** The counter of `subject` under `limit`. */
export const sharedLimitKey = (limit: SharedLimit, subject: string) => `${limit.name}:${subject}`;

/** Refuses a hit counted beyond the limit, telling when to come back. */
export function refuseBeyond(limit: SharedLimit, { count, retryAfterMs }: SharedHit): void {
  if (count > limit.max) {
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new RateLimitedError(limit.message(seconds), seconds, limit.name);
  }
}

export const tryAgainIn = (seconds: number) =>
  seconds >= 120 ? `${Math.ceil(seconds / 60)} min` : `${seconds} s`;

const minute = 60_000;
const hour = 60 * minute;

/** Sign-in, per client address: nonce, registration, authentication. */
export const signInLimit = (config: Config): SharedLimit => ({
  name: 'sign-in',
  max: config.signIn.rateLimitMax,
  windowMs: minute,
  message: (seconds) =>
    `Too many sign-in attempts from your network. Please try again in ${tryAgainIn(seconds)}.`,
});

/**
 * Sign-in, per wallet and step (nonce, registration, authentication), from whatever networks: a wallet
 * tried from many addresses is still tried only so often.
 */
export const walletSignInLimit = (
  config: Config,
  step: 'nonce' | 'create' | 'auth' | 'operator-nonce' | 'operator-auth',
): SharedLimit => ({
  name: `wallet-${step}`,
  max: config.signIn.rateLimitMax,
  windowMs: minute,
  message: (seconds) => `Too many attempts for this wallet. Please try again in ${tryAgainIn(seconds)}.`,
});

/** Calls that send a mail, per client address: a mail is the costliest thing a stranger can ask of us. */
export const mailLimit = (config: Config): SharedLimit => ({
  name: 'mail',
  max: config.sharedLimits.mailPerHour,
  windowMs: hour,
  message: (seconds) =>
    `Too many mails asked for from your network. Please try again in ${tryAgainIn(seconds)}.`,
});

/** A submitter's logo uploads, per user: each one is a file the store keeps. */
export const logoUploadLimit: SharedLimit = {
  name: 'logo-uploads',
  max: 30,
  windowMs: hour,
  message: (seconds) => `Too many uploads. Please try again in ${tryAgainIn(seconds)}.`,
};

/** Contract proofs, per client address: each one costs a few dozen reads of a chain. */
export const proofLimit: SharedLimit = {
  name: 'contract-proofs',
  max: 20,
  windowMs: hour,
  message: (seconds) => `Too many requests. Please try again in ${tryAgainIn(seconds)}.`,
};

/**
 * Reviews and their edits, per signed-in user: a wallet has one review per app, so a few an hour is all
 * an honest author needs; beyond that it is a script.
 */
export const reviewLimit: SharedLimit = {
  name: 'reviews',
  max: 20,
  windowMs: hour,
  message: (seconds) => `Too many requests. Please try again in ${tryAgainIn(seconds)}.`,
};

/** Reports of reviews, per signed-in user: each one lands in the moderators' queue. */
export const reviewReportLimit: SharedLimit = {
  name: 'review-reports',
  max: 20,
  windowMs: hour,
  message: (seconds) => `Too many requests. Please try again in ${tryAgainIn(seconds)}.`,
};

/** Teams' replies, per client address: anyone may send one (the signature decides), so it is bounded. */
export const reviewReplyLimit: SharedLimit = {
  name: 'review-replies',
  max: 60,
  windowMs: hour,
  message: (seconds) => `Too many requests. Please try again in ${tryAgainIn(seconds)}.`,
};

/** Signed-in changes, money moves above all, per session. */
export const sessionWriteLimit = (config: Config): SharedLimit => ({
  name: 'session-writes',
  max: config.sharedLimits.moneyPerMinute,
  windowMs: minute,
  message: (seconds) => `Too many requests in a row. Please try again in ${tryAgainIn(seconds)}.`,
});

/** A route's preHandler that counts the calling client against a shared limit. */
export const perClient =
  ({ db }: { db: Db }, limit: SharedLimit, options: { perRoute?: boolean } = {}) =>
  async (request: FastifyRequest) =>
    enforceSharedLimit(
      db,
      limit,
      options.perRoute ? `${request.routeOptions.url}:${request.ip}` : request.ip,
    );

const reads = new Set(['GET', 'HEAD', 'OPTIONS']);

export const isRead = (method: string) => reads.has(method);

/**
 * Routes whose calls count against the session write limit when they carry a session: every write to
 * the API. Those that need a session ('session', 'money') are counted by the session look-up itself, in
 * its statement; the others by a hook of their own.
 */
export const countsSessionWrites = (route: { method: string | string[]; url: string }) =>
  [route.method].flat().some((method) => !isRead(method)) && isApiPath(route.url);
