import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { mailLanguageOf, type MailLanguage } from '@dappx/shared';
import type { Db, DbExecutor } from '../../db/client';
import {
  sharedHitOf,
  sharedHitSql,
  sweepOldWindowsSometimes,
  type SharedHit,
} from '../../lib/shared-rate-limit';
import type { PostOnceArguments, PostOnceOutcome } from '../ledger';
import { blockedAddresses, sessions, users } from './schema';

export type User = typeof users.$inferSelect;

const byAddress = (address: string) => eq(sql`lower(${users.publicAddress})`, address.toLowerCase());

export async function findUserByAddress(db: DbExecutor, address: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(byAddress(address));
  return user;
}

export async function findUserByReferralCode(db: DbExecutor, code: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.referralCode, code));
  return user;
}

/** Inserts unless the address or referral code is taken; answers which one was, if any. */
export async function insertUser(
  db: DbExecutor,
  values: typeof users.$inferInsert,
): Promise<User | 'address-taken' | 'code-taken'> {
  const [inserted] = await db.insert(users).values(values).onConflictDoNothing().returning();
  if (inserted) return inserted;
  return (await findUserByAddress(db, values.publicAddress)) ? 'address-taken' : 'code-taken';
}

/** Whether a nonce drawn at `nonce_issued_at` may still be signed, by the database's clock. */
const nonceFresh = (ttlMs: number) =>
  sql`${users.nonceIssuedAt} > now() - make_interval(secs => ${ttlMs / 1000})`;

/**
 * Replaces the nonce only if it is still the one that was signed and has not expired: of two requests
 * carrying one signature, exactly one sees a row come back.
 */
export async function consumeNonce(
  db: DbExecutor,
  userId: string,
  signed: { nonce: string; ttlMs: number },
  nextNonce: string,
): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ nonce: nextNonce, nonceIssuedAt: sql`now()` })
    .where(and(eq(users.id, userId), eq(users.nonce, signed.nonce), nonceFresh(signed.ttlMs)))
    .returning({ id: users.id });
  return updated.length === 1;
}

/**
 * The user's nonce if it may still be signed, else a new one drawn in its place (`nextNonce`). Two
 * callers that find the same expired nonce get the same replacement: the second's update matches no row.
 */
export async function unexpiredNonce(
  db: DbExecutor,
  user: Pick<User, 'id' | 'nonce'>,
  ttlMs: number,
  nextNonce: string,
): Promise<string> {
  const [replaced] = await db
    .update(users)
    .set({ nonce: nextNonce, nonceIssuedAt: sql`now()` })
    .where(and(eq(users.id, user.id), eq(users.nonce, user.nonce), sql`not (${nonceFresh(ttlMs)})`))
    .returning({ nonce: users.nonce });
  if (replaced) return replaced.nonce;
  const [current] = await db.select({ nonce: users.nonce }).from(users).where(eq(users.id, user.id));
  return current?.nonce ?? user.nonce;
}

export async function insertSession(
  db: DbExecutor,
  values: { tokenHash: string; userId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(values);
}

export type SessionRow = { userId: string; lastSeenAt: Date; expiresAt: Date; revokedAt: Date | null };

/**
 * A session as its checks need it: its times, its user (the whole row, or as much of it as the caller
 * asked for), and whether the user's wallet is blocked.
 */
export type FoundSession<U extends Pick<User, 'id'> = User> = {
  session: Pick<SessionRow, 'lastSeenAt' | 'expiresAt' | 'revokedAt'>;
  user: U;
  blocked: boolean;
};

// Each user column under its key in code, so a row's user part is a `User` without drizzle's mapping
// (pg reads uuid, text and boolean as drizzle does, and timestamptz as a Date).
const userColumns = Object.entries(getTableColumns(users)).map(([key, column]) => ({
  key,
  name: column.name,
}));
/** The session's columns as `users_session` and the functions over it answer them, from a row `f`. */
const sessionColumnsOf = (f: string) =>
  `${userColumns.map(({ key, name }) => `(${f}.o_user).${name} AS "${key}"`).join(', ')},
    ${f}.o_last_seen_at AS session_last_seen_at, ${f}.o_expires_at AS session_expires_at,
    ${f}.o_revoked_at AS session_revoked_at, ${f}.o_blocked AS session_blocked`;

const sessionSelect = `
    SELECT ${sessionColumnsOf('f')}
    FROM users_session($1) f`;

type SessionColumns = {
  session_last_seen_at: Date;
  session_expires_at: Date;
  session_revoked_at: Date | null;
  session_blocked: boolean;
};

function foundSessionOf(row: SessionColumns & Record<string, unknown>): FoundSession {
  return {
    session: {
      lastSeenAt: row.session_last_seen_at,
      expiresAt: row.session_expires_at,
      revokedAt: row.session_revoked_at,
    },
    user: Object.fromEntries(userColumns.map(({ key }) => [key, row[key]])) as User,
    blocked: row.session_blocked,
  };
}

const findSessionCountingHitSql = `
    WITH hit AS (${sharedHitSql('$2', '$3::float8')})
    SELECT hit.count AS hit_count, hit.retry_after_ms AS hit_retry_after_ms, found.*
    FROM hit LEFT JOIN (${sessionSelect}) AS found ON true`;

/** A session and its user by the token's hash (the SQL function `users_session`: one round trip). */
export async function findSession(db: Db, tokenHash: string): Promise<FoundSession | undefined> {
  const { rows } = await db.$client.query<SessionColumns>(sessionSelect, [tokenHash]);
  return rows[0] && foundSessionOf(rows[0]);
}

/** A row of a statement that counted a hit and looked a session up (LEFT JOINed: nulls when none). */
type CountedSessionRow = { hit_count: number; hit_retry_after_ms: string } & (
  SessionColumns | Record<keyof SessionColumns, null>
);

const countedSessionOf = (row: CountedSessionRow) => ({
  found: row.session_expires_at === null ? undefined : foundSessionOf(row as SessionColumns),
  hit: sharedHitOf({ count: row.hit_count, retry_after_ms: row.hit_retry_after_ms }),
});

/**
 * `findSession` that also counts one hit on a shared limit's counter, in the same statement: a signed-in
 * write pays one round trip for its session and its write limit. The hit is counted whether or not the
 * session exists, as a separate count would be.
 */
export async function findSessionCountingHit(
  db: Db,
  tokenHash: string,
  counter: { key: string; windowMs: number },
): Promise<{ found: FoundSession | undefined; hit: SharedHit }> {
  const { rows } = await db.$client.query<CountedSessionRow>(findSessionCountingHitSql, [
    tokenHash,
    counter.key,
    counter.windowMs / 1000,
  ]);
  await sweepOldWindowsSometimes(db);
  return countedSessionOf(rows[0]!);
}

// Positional arguments and plain columns: PostgreSQL parses and plans this statement on every call.
const postOnceSignedInSql =
  'SELECT * FROM users_post_once_signed_in_v2($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)';

/** `users_post_once_signed_in_v2`'s row: the session's columns are NULL when the hash is unknown. */
type PostOnceSignedInRow = {
  o_hit_count: number;
  o_retry_after_ms: string;
  o_user_id: string | null;
  o_last_seen_at: Date | null;
  o_expires_at: Date | null;
  o_revoked_at: Date | null;
  o_blocked: boolean | null;
  o_open: boolean | null;
  o_done: PostOnceOutcome | null;
};

const postingSessionOf = (row: PostOnceSignedInRow): FoundSession<Pick<User, 'id'>> | undefined =>
  row.o_user_id === null
    ? undefined
    : {
        session: {
          lastSeenAt: row.o_last_seen_at!,
          expiresAt: row.o_expires_at!,
          revokedAt: row.o_revoked_at,
        },
        user: { id: row.o_user_id },
        blocked: row.o_blocked === true,
      };

/** What a signed-in posting call gives: `findSessionCountingHitPosting`'s arguments. */
export type SignedInPostingCall = {
  tokenHash: string;
  counter: { key: string; windowMs: number; max: number };
  idleMs: number;
  posting: PostOnceArguments;
};

/** What a signed-in posting call answers. */
export type SignedInPostingResult = {
  found: FoundSession<Pick<User, 'id'>> | undefined;
  hit: SharedHit;
  open: boolean;
  posted: PostOnceOutcome | null;
};

const postingResultOf = (row: PostOnceSignedInRow): SignedInPostingResult => ({
  found: postingSessionOf(row),
  hit: sharedHitOf({ count: row.o_hit_count, retry_after_ms: row.o_retry_after_ms }),
  open: row.o_open === true,
  posted: row.o_done,
});

/**
 * `findSessionCountingHit` that, in the same call, also posts the signed-in user's entry once per
 * Idempotency-Key (the SQL function `users_post_once_signed_in_v2`) if and only if the hit is within
 * `counter.max`, the session is open (not revoked, not expired, not idle for `idleMs`) and its wallet
 * not blocked: a signed-in money call that is one posting pays one round trip. `open` is the database's
 * verdict at the call's time, which the caller's checks must use, so that they agree with whether the
 * entry was posted; `posted` is `ledger_post_once`'s answer, null when nothing was tried.
 */
export async function findSessionCountingHitPosting(
  db: Db,
  { tokenHash, counter, idleMs, posting }: SignedInPostingCall,
): Promise<SignedInPostingResult> {
  const { rows } = await db.$client.query<PostOnceSignedInRow>(postOnceSignedInSql, [
    tokenHash,
    counter.key,
    counter.windowMs / 1000,
    counter.max,
    idleMs / 1000,
    posting.p_key,
    posting.p_request_hash,
    posting.p_response,
    posting.p_kind,
    posting.p_memo,
    posting.p_tx_hash,
    posting.p_owners,
    posting.p_assets,
    posting.p_buckets,
    posting.p_amounts,
  ]);
  await sweepOldWindowsSometimes(db);
  return postingResultOf(rows[0]!);
}

/**
 * One call of a batch as `users_post_once_signed_in_batch` reads it: the single function's arguments by
 * name. p_response goes as the JSON text it is, which the function parses (users_call_claim_key).
 */
export const batchCallArguments = ({ tokenHash, counter, idleMs, posting }: SignedInPostingCall) => ({
  ...posting,
  p_token_hash: tokenHash,
  p_hit_key: counter.key,
  p_window_seconds: counter.windowMs / 1000,
  p_max: counter.max,
  p_idle_seconds: idleMs / 1000,
});

/**
 * `findSessionCountingHitPosting` for several calls in one statement and one transaction
 * (`users_post_once_signed_in_batch`), answered in their order. A later call sees what an earlier one
 * did, as if they had come one after the other; if the statement fails, none of them did anything.
 */
export async function findSessionsCountingHitsPosting(
  db: Db,
  calls: readonly SignedInPostingCall[],
): Promise<SignedInPostingResult[]> {
  const { rows } = await db.$client.query<PostOnceSignedInRow & { o_call: number }>(
    'SELECT * FROM users_post_once_signed_in_batch($1)',
    [JSON.stringify(calls.map(batchCallArguments))],
  );
  await sweepOldWindowsSometimes(db);
  if (rows.length !== calls.length) throw new Error('A batch of postings was not answered call by call');
  return rows.map(postingResultOf);
}

export async function touchSession(db: DbExecutor, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.tokenHash, tokenHash));
}

export async function revokeSession(db: DbExecutor, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function revokeSessionsOfAddress(db: DbExecutor, address: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        isNull(sessions.revokedAt),
        sql`${sessions.userId} in (select ${users.id} from ${users} where lower(${users.publicAddress}) = ${address.toLowerCase()})`,
      ),
    )
    .returning({ tokenHash: sessions.tokenHash });
  return revoked.length;
}

export async function isBlocked(db: DbExecutor, address: string): Promise<boolean> {
  const [row] = await db
    .select({ address: blockedAddresses.address })
    .from(blockedAddresses)
    .where(eq(blockedAddresses.address, address.toLowerCase()));
  return row !== undefined;
}

export async function blockAddress(db: DbExecutor, address: string, reason = ''): Promise<void> {
  await db.insert(blockedAddresses).values({ address: address.toLowerCase(), reason }).onConflictDoNothing();
}

export async function unblockAddress(db: DbExecutor, address: string): Promise<boolean> {
  const removed = await db
    .delete(blockedAddresses)
    .where(eq(blockedAddresses.address, address.toLowerCase()))
    .returning({ address: blockedAddresses.address });
  return removed.length === 1;
}

/**
 * Marks the email verified once: a used or expired token matches no row. Opened with a session of
 * this account, the link also shows that the wallet's owner stands behind the address. The token's hash
 * is kept (`verificationUsedHash`), so the same link opened again can be told apart from a bad one.
 */
export async function verifyEmail(
  db: DbExecutor,
  userId: string,
  tokenHash: string,
  signedIn = false,
): Promise<boolean> {
  return updatedOne(
    db,
    {
      isVerified: true,
      verificationTokenHash: null,
      verificationExpiresAt: null,
      verificationUsedHash: tokenHash,
      emailFromOwner: signedIn ? true : sql`${users.emailFromOwner}`,
    },
    and(
      eq(users.id, userId),
      eq(users.verificationTokenHash, tokenHash),
      sql`${users.verificationExpiresAt} > now()`,
    ),
  );
}

/** Sets `values` on the user row `where` finds; answers whether there was one. */
async function updatedOne(db: DbExecutor, values: PgUpdateSetSource<typeof users>, where: SQL | undefined) {
  const updated = await db.update(users).set(values).where(where).returning({ id: users.id });
  return updated.length === 1;
}

/** Whether this user's current address was verified by this very token (its link opened before). */
export async function verifiedWith(db: DbExecutor, userId: string, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isVerified, true), eq(users.verificationUsedHash, tokenHash)));
  return row !== undefined;
}

/** The language the user's later mails are written in: that of their last request that sent one. */
export async function rememberMailLanguage(db: DbExecutor, userId: string, language: MailLanguage) {
  await db.update(users).set({ mailLanguage: language }).where(eq(users.id, userId));
}

/** The language mails sent to the user by someone else (an editor, support) are written in. */
export async function rememberedMailLanguage(db: DbExecutor, userId: string): Promise<MailLanguage> {
  const [row] = await db.select({ language: users.mailLanguage }).from(users).where(eq(users.id, userId));
  return mailLanguageOf(row?.language);
}

export type MailToken = { tokenHash: string; expiresAt: Date };

const noPendingChange = { pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null };
/** A new address was verified by no link yet. */
const noUsedVerification = { verificationUsedHash: null };

/**
 * A new address the owner chose, waiting for its own verification link: links mailed before stop
 * working, and a pending change is dropped.
 */
const ownersUnverified = (verification: MailToken) => ({
  isVerified: false,
  emailFromOwner: true,
  verificationTokenHash: verification.tokenHash,
  verificationExpiresAt: verification.expiresAt,
  ...noPendingChange,
  ...noUsedVerification,
});

/**
 * Puts `email` in place as an unverified address chosen by the signed-in owner. The new verification
 * token replaces the old one (so links mailed before stop working), and a pending change is dropped.
 */
export async function replaceEmail(
  db: DbExecutor,
  userId: string,
  email: string,
  verification: MailToken,
): Promise<void> {
  await db
    .update(users)
    .set({
      email,
      ...ownersUnverified(verification),
    })
    .where(eq(users.id, userId));
}

/** A new verification token for the current, still unverified address; answers false once verified. */
export async function renewVerification(
  db: DbExecutor,
  userId: string,
  verification: MailToken,
): Promise<boolean> {
  return updatedOne(
    db,
    { verificationTokenHash: verification.tokenHash, verificationExpiresAt: verification.expiresAt },
    and(eq(users.id, userId), eq(users.isVerified, false)),
  );
}

/** Records a change waiting for the current address's confirmation; a newer request replaces an older one. */
export async function requestEmailChange(
  db: DbExecutor,
  userId: string,
  pendingEmail: string,
  confirmation: MailToken,
): Promise<void> {
  await db
    .update(users)
    .set({
      pendingEmail,
      emailChangeTokenHash: confirmation.tokenHash,
      emailChangeExpiresAt: confirmation.expiresAt,
    })
    .where(eq(users.id, userId));
}

/**
 * Applies a confirmed change once (a used or expired token matches no row): the new address takes the
 * old one's place, unverified, with its own verification token. Answers the updated account.
 */
export async function applyEmailChange(
  db: DbExecutor,
  userId: string,
  confirmationHash: string,
  verification: MailToken,
): Promise<User | undefined> {
  const [updated] = await db
    .update(users)
    .set({
      email: sql`${users.pendingEmail}`,
      ...ownersUnverified(verification),
    })
    .where(
      and(
        eq(users.id, userId),
        eq(users.emailChangeTokenHash, confirmationHash),
        sql`${users.emailChangeExpiresAt} > now()`,
        sql`${users.pendingEmail} is not null`,
      ),
    )
    .returning();
  return updated;
}
