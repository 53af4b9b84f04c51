import {
  errorCodes,
  usersTexts,
  type ConfirmEmailChangeBody,
  type EmailMailSentResponse,
  mailLanguageOf,
  type MailLanguage,
} from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforceSharedLimit, type SharedLimit } from '../../lib/shared-rate-limit';
import { hashToken, newToken } from '../../lib/secret-tokens';
import type { Mail } from '../../mail/mailer';
import { emailChangeMail, newAddressMail } from './mails';
import {
  applyEmailChange,
  rememberMailLanguage,
  renewVerification,
  replaceEmail,
  requestEmailChange,
  type MailToken,
  type User,
} from './repository';
import { verificationLink, type UsersDeps } from './service';

/*
 * Replacing an account's email (not in the spec). The register call asks no proof of the
 * wallet, so whoever registers a wallet first picks its email; a signed-in session is the owner's proof.
 *
 * - An address the owner does not stand behind yet (unverified, or verified by whoever registered the
 *   wallet) is replaced at once; its old verification links stop working and the new address gets its
 *   own verification mail.
 * - An address the owner stands behind (users.emailFromOwner) and that is verified is replaced only
 *   after the owner confirms from it, as mail providers and banks do: a stolen session alone cannot
 *   move the account's mail elsewhere. The confirmed change then behaves as above: the new address
 *   is unverified until its own link is opened, so a typo never locks the owner out either.
 */

/** Mails (resends and changes together) one account may ask for per hour: enough for a typo or two. */
export const emailMailsPerHour = 3;

/** Per account, on top of the routes' per-client mail limit: one fixed text, which the web app translates. */
const accountMailLimit: SharedLimit = {
  name: 'account-mail',
  max: emailMailsPerHour,
  windowMs: 3_600_000,
  message: () => usersTexts.emailMailsLimited,
};

const limitMails = (deps: UsersDeps, userId: string) => enforceSharedLimit(deps.db, accountMailLimit, userId);

function newMailToken(deps: UsersDeps): { token: string; stored: MailToken } {
  const token = newToken();
  const expiresAt = new Date(Date.now() + deps.config.signIn.verificationTtlMs);
  return { token, stored: { tokenHash: hashToken(token), expiresAt } };
}

/** Sends within the caller's transaction: if the mail cannot go, nothing changes. */
async function sendOrFail(deps: UsersDeps, mail: Mail) {
  await deps.mailer.send(mail).catch((error) => {
    throw new AppError(503, errorCodes.unavailable, usersTexts.mailFailed, { cause: error });
  });
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** POST /users/changeEmail: see the comment at the top for which mail goes where; `language`, the request's. */
export async function changeEmail(
  deps: UsersDeps,
  user: User,
  email: string,
  language: MailLanguage,
): Promise<EmailMailSentResponse> {
  if (sameAddress(email, user.email)) {
    throw new AppError(400, errorCodes.validation, usersTexts.emailUnchanged);
  }
  await limitMails(deps, user.id);
  return user.isVerified && user.emailFromOwner
    ? askCurrentAddress(deps, user, email, language)
    : replaceAndVerify(deps, user, email, language);
}

async function replaceAndVerify(
  deps: UsersDeps,
  user: User,
  email: string,
  language: MailLanguage,
): Promise<EmailMailSentResponse> {
  await storeAndSend(deps, user.id, language, async (tx, token, stored) => {
    await replaceEmail(tx, user.id, email, stored);
    const link = verificationLink(deps.config, token, user.id);
    return newAddressMail({ to: email, language, link, expiresAt: stored.expiresAt });
  });
  return { message: usersTexts.verificationSent, awaiting: 'verification', sent_to: email };
}

async function askCurrentAddress(
  deps: UsersDeps,
  user: User,
  email: string,
  language: MailLanguage,
): Promise<EmailMailSentResponse> {
  await storeAndSend(deps, user.id, language, async (tx, token, stored) => {
    await requestEmailChange(tx, user.id, email, stored);
    const link = `${deps.config.publicUrl}/?confirm-email-change&token=${token}&userId=${user.id}`;
    return emailChangeMail({ to: user.email, language, link, expiresAt: stored.expiresAt }, email);
  });
  return { message: usersTexts.confirmationSent, awaiting: 'confirmation', sent_to: user.email };
}

/**
 * Makes a mail token and, in one transaction, stores what it stands for (`store`, which answers the
 * mail), remembers the mail's language and sends the mail: a mail that cannot go undoes the rest.
 */
async function storeAndSend(
  deps: UsersDeps,
  userId: string,
  language: MailLanguage,
  store: (tx: DbExecutor, token: string, stored: MailToken) => Promise<Mail>,
): Promise<void> {
  const { token, stored } = newMailToken(deps);
  await deps.db.transaction(async (tx) => {
    const mail = await store(tx, token, stored);
    await rememberMailLanguage(tx, userId, language);
    await sendOrFail(deps, mail);
  });
}

/**
 * POST /users/resendVerification: a new link for the current, unverified address; older links stop
 * working. The console's support asks the same, recording its audit row (`alsoInTransaction`) with it.
 * `language`: the user's own request's (remembered for later mails), else the one remembered.
 */
export async function resendVerification(
  deps: UsersDeps,
  user: User,
  language: MailLanguage | 'remembered',
  alsoInTransaction?: (tx: DbExecutor) => Promise<void>,
): Promise<EmailMailSentResponse> {
  const alreadyVerified = () => new AppError(409, errorCodes.conflict, usersTexts.alreadyVerified);
  if (user.isVerified) throw alreadyVerified();
  await limitMails(deps, user.id);
  const { token, stored } = newMailToken(deps);
  const link = verificationLink(deps.config, token, user.id);
  const written = language === 'remembered' ? mailLanguageOf(user.mailLanguage) : language;
  await deps.db.transaction(async (tx) => {
    if (!(await renewVerification(tx, user.id, stored))) throw alreadyVerified();
    if (language !== 'remembered') await rememberMailLanguage(tx, user.id, language);
    await alsoInTransaction?.(tx);
    const mail = newAddressMail({ to: user.email, language: written, link, expiresAt: stored.expiresAt });
    await sendOrFail(deps, mail);
  });
  return { message: usersTexts.verificationSent, awaiting: 'verification', sent_to: user.email };
}

/**
 * POST /users/confirmEmailChange: the link from the current address, once; the new one is then verified.
 * `language`: the request's, which the new address's mail is written in.
 */
export async function confirmEmailChange(
  deps: UsersDeps,
  body: ConfirmEmailChangeBody,
  language: MailLanguage,
): Promise<void> {
  const { token, stored } = newMailToken(deps);
  await deps.db.transaction(async (tx) => {
    const changed = await applyEmailChange(tx, body.userId, hashToken(body.token), stored);
    if (!changed) throw new AppError(400, errorCodes.invalidToken, usersTexts.emailChangeInvalid);
    await rememberMailLanguage(tx, changed.id, language);
    const link = verificationLink(deps.config, token, changed.id);
    await sendOrFail(
      deps,
      newAddressMail({ to: changed.email, language, link, expiresAt: stored.expiresAt }),
    );
  });
}
