import {
  errorCodes,
  userSupportTexts,
  type EmailMailSentResponse,
  type UserDetail,
  type UserSummary,
  type userSearchQuery,
} from '@dappx/shared';
import { and, desc, eq, gt, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type Actor } from '../audit';
import { resendVerification } from './email-change';
import { blockAddress, revokeSessionsOfAddress, unblockAddress, type User } from './repository';
import { blockedAddresses, sessions, users } from './schema';
import type { UsersDeps } from './service';

/*
 * What the console's support does with a user. Blocking and unblocking are the admin CLI's
 * `block` and `unblock` too (its actor is `cli`): one service, one audit row per change.
 */

const isBlockedSql = sql<boolean>`exists (select 1 from ${blockedAddresses} where ${blockedAddresses.address} = lower(${users.publicAddress}))`;

const summaryOf = (user: User, blocked: boolean): UserSummary => ({
  id: user.id,
  address: user.publicAddress,
  email: user.email,
  username: user.username,
  is_verified: user.isVerified,
  blocked,
  created_at: user.createdAt.toISOString(),
});

/** `%` and `_` typed by the operator are letters, not wildcards. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type UserSearch = z.output<typeof userSearchQuery>;

// Raw SQL on purpose: the withdrawals module builds on users, so users may not import its table.
const hasPendingWithdrawalSql = sql<boolean>`exists (select 1 from withdrawals w where w.user_id = ${users.id} and w.status = 'pending')`;

/** Where a yes/no filter asks for `condition` to hold (or not); nothing when it is not set. */
const flagged = (flag: 'true' | 'false' | undefined, condition: SQL) =>
  flag === undefined ? undefined : flag === 'true' ? condition : not(condition);

function searchConditions(query: UserSearch) {
  const prefix = query.q === undefined ? undefined : likePrefix(query.q);
  return and(
    prefix === undefined
      ? undefined
      : sql`(lower(${users.publicAddress}) LIKE ${prefix} OR lower(${users.email}) LIKE ${prefix} OR lower(${users.username}) LIKE ${prefix})`,
    flagged(query.blocked, isBlockedSql),
    flagged(query.verified, eq(users.isVerified, true)),
    flagged(query.pending_withdrawal, hasPendingWithdrawalSql),
    query.after
      ? sql`(${users.createdAt}, ${users.id}) < (select created_at, id from users where id = ${query.after})`
      : undefined,
  );
}

/** Users matching support's search and filters, newest first, a page at a time (`next`: the last one's id). */
export async function searchUsers(db: DbExecutor, query: UserSearch) {
  const rows = await db
    .select({ user: users, blocked: isBlockedSql })
    .from(users)
    .where(searchConditions(query))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map((row) => summaryOf(row.user, row.blocked));
  return { users: page, next: rows.length > query.limit ? page.at(-1)!.id : null };
}

export async function userById(db: DbExecutor, userId: string): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError(404, errorCodes.notFound, userSupportTexts.noUser);
  return user;
}

/** The user's page: profile, verification, block, and their latest sessions (never a token). */
export async function userDetail(db: DbExecutor, userId: string): Promise<UserDetail> {
  const user = await userById(db, userId);
  const [block] = await db
    .select()
    .from(blockedAddresses)
    .where(eq(blockedAddresses.address, user.publicAddress.toLowerCase()));
  const latest = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(50);
  const now = Date.now();
  return {
    ...summaryOf(user, block !== undefined),
    pending_email: user.pendingEmail,
    referral_code: user.referralCode,
    block: block ? { reason: block.reason, at: block.createdAt.toISOString() } : null,
    sessions: latest.map((row) => ({
      created_at: row.createdAt.toISOString(),
      last_seen_at: row.lastSeenAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      revoked_at: row.revokedAt?.toISOString() ?? null,
      active: !row.revokedAt && !block && row.expiresAt.getTime() > now,
    })),
  };
}

async function blockOf(db: DbExecutor, address: string) {
  const [row] = await db
    .select()
    .from(blockedAddresses)
    .where(eq(blockedAddresses.address, address.toLowerCase()));
  return row;
}

/**
 * Blocks a wallet (registered or not) and ends its sessions at once, in one transaction with its audit
 * row. Answers false, changing nothing, when it was blocked already.
 */
export async function blockWallet(db: Db, actor: Actor, address: string, reason: string) {
  return db.transaction(async (tx) => {
    if (await blockOf(tx, address)) return { blocked: false, sessionsEnded: 0 };
    await blockAddress(tx, address, reason);
    const sessionsEnded = await revokeSessionsOfAddress(tx, address);
    await recordAudit(tx, {
      operator: actor,
      action: 'user.block',
      target: address,
      before: { blocked: false },
      after: { blocked: true, reason, sessions_ended: sessionsEnded },
    });
    return { blocked: true, sessionsEnded };
  });
}

/** Lets a wallet sign in again; false (nothing changed, no audit row) when it was not blocked. */
export async function unblockWallet(db: Db, actor: Actor, address: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const block = await blockOf(tx, address);
    if (!block || !(await unblockAddress(tx, address))) return false;
    await recordAudit(tx, {
      operator: actor,
      action: 'user.unblock',
      target: address,
      before: { blocked: true, reason: block.reason },
      after: { blocked: false },
    });
    return true;
  });
}

/** Ends every open session of the user (they sign in again); answers how many ended. */
export async function endUserSessions(db: Db, actor: Actor, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const user = await userById(tx, userId);
    const [{ open } = { open: 0 }] = await tx
      .select({ open: sql<number>`count(*)::int` })
      .from(sessions)
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)),
      );
    const ended = await revokeSessionsOfAddress(tx, user.publicAddress);
    await recordAudit(tx, {
      operator: actor,
      action: 'user.end-sessions',
      target: user.publicAddress,
      before: { open_sessions: open },
      after: { open_sessions: 0 },
    });
    return ended;
  });
}

/** The store's own resend (same limits, same mail), with the operator's audit row in its transaction. */
export async function resendUserVerification(
  deps: UsersDeps,
  actor: Actor,
  userId: string,
): Promise<EmailMailSentResponse> {
  const user = await userById(deps.db, userId);
  // Written in the language of the user's own last mail request, not the operator's.
  return resendVerification(deps, user, 'remembered', (tx) =>
    recordAudit(tx, {
      operator: actor,
      action: 'user.resend-verification',
      target: user.publicAddress,
      before: { email: user.email, is_verified: false },
      after: { email: user.email, verification_mailed: true },
    }),
  );
}
