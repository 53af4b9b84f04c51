import { randomBytes } from 'node:crypto';
import {
  errorCodes,
  shortAddress,
  signInMessage,
  usersTexts,
  type AuthenticationBody,
  type CreateAccountBody,
  type MailLanguage,
} from '@dappx/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { Config } from '../../config';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isSignedBy, limitSignInAddress, openSignedSession } from '../../lib/signed-session';
import { hashToken, newToken } from '../../lib/secret-tokens';
import type { Mailer } from '../../mail/mailer';
import { creditDemoStarter } from '../ledger';
import {
  consumeNonce,
  findUserByAddress,
  findUserByReferralCode,
  insertSession,
  insertUser,
  isBlocked,
  unexpiredNonce,
  verifiedWith,
  verifyEmail,
  type User,
} from './repository';
import { verificationMail } from './mails';
import { deviceLinkCodes, sessions, users } from './schema';

export type UsersDeps = { db: Db; mailer: Mailer; config: Config };

/** The one-time random number: 128 random bits written in decimal. */
export const newNonce = () => BigInt(`0x${randomBytes(16).toString('hex')}`).toString(10);

const referralAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** Eight characters without look-alikes (0/O, 1/I), about 40 bits. */
const newReferralCode = () =>
  Array.from(randomBytes(8), (byte) => referralAlphabet[byte % referralAlphabet.length]).join('');

export const blockedError = () => new AppError(403, errorCodes.blocked, usersTexts.blocked);

async function refuseBlocked(db: DbExecutor, address: string) {
  if (await isBlocked(db, address)) throw blockedError();
}

/**
 * How long a user's nonce may be signed. The spec fixes the signed text (no expiry in it), so the nonce
 * itself expires: a signature obtained once, by phishing or from a shared screen, soon opens nothing.
 */
export const userNonceTtlMs = 10 * 60_000;

/** The nonce to sign now: the current one while it may be signed, else a new one. */
export async function currentNonce(deps: UsersDeps, address: string): Promise<string> {
  await limitSignInAddress(deps, 'nonce', address);
  await refuseBlocked(deps.db, address);
  const user = await findUserByAddress(deps.db, address);
  if (!user) throw new AppError(404, errorCodes.notFound, usersTexts.unknownAddress);
  return unexpiredNonce(deps.db, user, userNonceTtlMs, newNonce());
}

/** What a new account gets now: starter funds (demo only), its verification mail. */
export type Welcome = { starterFunds: boolean; mail: boolean };

/** `language`: the request's, which the verification mail and later ones are written in. */
export async function createAccount(
  deps: UsersDeps,
  body: CreateAccountBody,
  welcome: Welcome,
  language: MailLanguage,
): Promise<User> {
  await limitSignInAddress(deps, 'create', body.publicAddress);
  await refuseBlocked(deps.db, body.publicAddress);
  const referralCode = body.referral_by?.trim().toUpperCase();
  const referrer = referralCode ? await findUserByReferralCode(deps.db, referralCode) : undefined;
  if (referralCode && !referrer) throw new AppError(400, errorCodes.validation, usersTexts.referralUnknown);

  const address = getAddress(body.publicAddress);
  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.config.signIn.verificationTtlMs);
  return deps.db.transaction(async (tx) => {
    // A clash of random referral codes is rare; try again with a new one rather than fail the sign-up.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const created = await insertUser(tx, {
        publicAddress: address,
        email: body.email_id.trim(),
        username: shortAddress(address),
        nonce: newNonce(),
        referralCode: newReferralCode(),
        referredBy: referrer?.id,
        verificationTokenHash: hashToken(token),
        verificationExpiresAt: expiresAt,
        mailLanguage: language,
      });
      if (created === 'address-taken') throw new AppError(409, errorCodes.conflict, usersTexts.addressTaken);
      if (created === 'code-taken') continue;
      if (welcome.starterFunds) await creditDemoStarter(tx, created.id);
      // Held back by the mail limit, the mail waits for the user's resend from the profile.
      if (!welcome.mail) return created;
      const link = verificationLink(deps.config, token, created.id);
      // The account and its mail stand or fall together.
      const mail = verificationMail({ to: created.email, language, link, expiresAt });
      await deps.mailer.send(mail).catch((error) => {
        throw new AppError(
          503,
          errorCodes.unavailable,
          'We could not send the verification mail right now. Please try again later.',
          {
            cause: error,
          },
        );
      });
      return created;
    }
    throw new Error('No free referral code after 5 attempts');
  });
}

const signatureRejected = () => new AppError(401, errorCodes.unauthorized, usersTexts.signatureRejected);

/** Why a signed nonce could not be used: it expired, or another request used it first. */
const nonceRefused = (user: User) =>
  Date.now() - user.nonceIssuedAt.getTime() >= userNonceTtlMs
    ? new AppError(401, errorCodes.unauthorized, usersTexts.nonceExpired)
    : signatureRejected();

/**
 * Signs in the wallet that signed its current one-time number: the nonce is consumed in the same
 * transaction that creates the session, so one signature yields at most one session.
 */
export async function authenticate(
  deps: UsersDeps,
  body: AuthenticationBody,
): Promise<{ sessionId: string; referralCode: string }> {
  await limitSignInAddress(deps, 'auth', body.publicAddress);
  await refuseBlocked(deps.db, body.publicAddress);
  const user = await findUserByAddress(deps.db, body.publicAddress);
  if (!user) throw new AppError(401, errorCodes.unauthorized, usersTexts.unknownAddress);

  if (!(await isSignedBy(user.publicAddress, signInMessage(user.nonce), body.signature))) {
    throw signatureRejected();
  }
  const signed = { nonce: user.nonce, ttlMs: userNonceTtlMs };
  const sessionId = await openSignedSession(deps.db, {
    consumeNonce: (tx) => consumeNonce(tx, user.id, signed, newNonce()),
    refused: () => nonceRefused(user),
    insertSession: (tx, tokenHash) =>
      insertSession(tx, {
        tokenHash,
        userId: user.id,
        expiresAt: new Date(Date.now() + deps.config.signIn.sessionMaxMs),
      }),
  });
  return { sessionId, referralCode: user.referralCode };
}

/**
 * `signedInUserId`: the account whose session opened the link, if any (see users.emailFromOwner). The
 * link that verified the address, opened again, answers `alreadyVerified`; any other token, another
 * user's included, gets the one refusal, so a stranger learns nothing of the account.
 */
export async function validateVerificationToken(
  db: Db,
  userId: string,
  token: string,
  signedInUserId?: string,
): Promise<{ alreadyVerified: boolean }> {
  const tokenHash = hashToken(token);
  if (await verifyEmail(db, userId, tokenHash, signedInUserId === userId)) return { alreadyVerified: false };
  if (await verifiedWith(db, userId, tokenHash)) return { alreadyVerified: true };
  throw new AppError(400, errorCodes.invalidToken, usersTexts.verificationInvalid);
}

/** The web app's page that opens a verification link (storefront spec, section 2: `verify-user`). */
export const verificationLink = (config: Config, token: string, userId: string) =>
  `${config.publicUrl}/?verify-user&token=${token}&userId=${userId}`;

/** A QR code lives this long: enough to pick up a phone, short enough that a photo of it soon means nothing. */
const linkCodeTtlMs = 10 * 60_000;

/** A QR code of the signed-in session: it works only while that session stays open. */
export async function createDeviceLinkCode(db: DbExecutor, signedIn: { user: User; tokenHash: string }) {
  const code = newToken();
  const expiresAt = new Date(Date.now() + linkCodeTtlMs);
  await db.insert(deviceLinkCodes).values({
    codeHash: hashToken(code),
    userId: signedIn.user.id,
    sessionTokenHash: signedIn.tokenHash,
    expiresAt,
  });
  return { code, expiresAt };
}

/** The session that showed a code is still open: not ended (logout, support, block), expired or idle. */
const showingSessionOpen = (idleMs: number) => sql`exists (
  select 1 from ${sessions}
  where ${sessions.tokenHash} = ${deviceLinkCodes.sessionTokenHash} and ${sessions.revokedAt} is null
    and ${sessions.expiresAt} > now() and ${sessions.lastSeenAt} + make_interval(secs => ${idleMs / 1000}) > now())`;

/**
 * Trades a QR code, once, before it expires and while the session that showed it is open, for a new
 * session of the user who showed it.
 */
export async function linkDevice(
  deps: UsersDeps,
  code: string,
): Promise<{ sessionId: string; referralCode: string }> {
  return deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(deviceLinkCodes)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(deviceLinkCodes.codeHash, hashToken(code)),
          isNull(deviceLinkCodes.usedAt),
          gt(deviceLinkCodes.expiresAt, sql`now()`),
          showingSessionOpen(deps.config.signIn.sessionIdleMs),
        ),
      )
      .returning({ userId: deviceLinkCodes.userId });
    if (!used) throw new AppError(400, errorCodes.invalidToken, usersTexts.linkCodeInvalid);
    const [user] = await tx.select().from(users).where(eq(users.id, used.userId));
    if (!user) throw new AppError(400, errorCodes.invalidToken, usersTexts.linkCodeInvalid);
    await refuseBlocked(tx, user.publicAddress);
    const sessionId = newToken();
    await insertSession(tx, {
      tokenHash: hashToken(sessionId),
      userId: user.id,
      expiresAt: new Date(Date.now() + deps.config.signIn.sessionMaxMs),
    });
    return { sessionId, referralCode: user.referralCode };
  });
}
