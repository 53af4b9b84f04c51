import {
  errorCodes,
  usersTexts,
  type ConfirmEmailChangeBody,
  type EmailMailSentResponse,
} from '@dappx/shared';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { enforceSharedLimit, type SharedLimit } from '../../lib/shared-rate-limit';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mail } from '../../mail/mailer';
import {
  applyEmailChange,
  renewVerification,
  replaceEmail,
  requestEmailChange,
  type MailToken,
  type User,
} from './repository';
import { verificationLink, type UsersDeps } from './service';

/*
 * Replacing an account's email (not in the spec; issue 13). The register call asks no proof of the
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

/** POST /users/changeEmail: see the comment at the top for which mail goes where. */
export async function changeEmail(
  deps: UsersDeps,
  user: User,
  email: string,
): Promise<EmailMailSentResponse> {
  if (sameAddress(email, user.email)) {
    throw new AppError(400, errorCodes.validation, usersTexts.emailUnchanged);
  }
  await limitMails(deps, user.id);
  return user.isVerified && user.emailFromOwner
    ? askCurrentAddress(deps, user, email)
    : replaceAndVerify(deps, user, email);
}

async function replaceAndVerify(deps: UsersDeps, user: User, email: string): Promise<EmailMailSentResponse> {
  const { token, stored } = newMailToken(deps);
  await deps.db.transaction(async (tx) => {
    await replaceEmail(tx, user.id, email, stored);
    await sendOrFail(deps, newAddressMail(email, verificationLink(deps.config, token, user.id)));
  });
  return { message: usersTexts.verificationSent, awaiting: 'verification', sent_to: email };
}

async function askCurrentAddress(deps: UsersDeps, user: User, email: string): Promise<EmailMailSentResponse> {
  const { token, stored } = newMailToken(deps);
  const link = `${deps.config.publicUrl}/?confirm-email-change&token=${token}&userId=${user.id}`;
  await deps.db.transaction(async (tx) => {
    await requestEmailChange(tx, user.id, email, stored);
    await sendOrFail(deps, confirmationMail(user.email, email, link));
  });
  return { message: usersTexts.confirmationSent, awaiting: 'confirmation', sent_to: user.email };
}

/**
 * POST /users/resendVerification: a new link for the current, unverified address; older links stop
 * working. The console's support asks the same, recording its audit row (`alsoInTransaction`) with it.
 */
export async function resendVerification(
  deps: UsersDeps,
  user: User,
  alsoInTransaction?: (tx: DbExecutor) => Promise<void>,
): Promise<EmailMailSentResponse> {
  const alreadyVerified = () => new AppError(409, errorCodes.conflict, usersTexts.alreadyVerified);
  if (user.isVerified) throw alreadyVerified();
  await limitMails(deps, user.id);
  const { token, stored } = newMailToken(deps);
  await deps.db.transaction(async (tx) => {
    if (!(await renewVerification(tx, user.id, stored))) throw alreadyVerified();
    await alsoInTransaction?.(tx);
    await sendOrFail(deps, newAddressMail(user.email, verificationLink(deps.config, token, user.id)));
  });
  return { message: usersTexts.verificationSent, awaiting: 'verification', sent_to: user.email };
}

/** POST /users/confirmEmailChange: the link from the current address, once; the new one is then verified. */
export async function confirmEmailChange(deps: UsersDeps, body: ConfirmEmailChangeBody): Promise<void> {
  const { token, stored } = newMailToken(deps);
  await deps.db.transaction(async (tx) => {
    const changed = await applyEmailChange(tx, body.userId, hashToken(body.token), stored);
    if (!changed) throw new AppError(400, errorCodes.invalidToken, usersTexts.emailChangeInvalid);
    await sendOrFail(deps, newAddressMail(changed.email, verificationLink(deps.config, token, changed.id)));
  });
}

function newAddressMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Verify your DAPPX email address',
    text: [
      'This address was given for a DAPPX account.',
      '',
      'Please verify it by opening this link:',
      link,
      '',
      'If you did not ask for this, you can ignore this mail.',
    ].join('\n'),
  };
}

function confirmationMail(to: string, newEmail: string, link: string): Mail {
  return {
    to,
    subject: 'Confirm the change of your DAPPX email address',
    text: [
      `Someone signed in with your wallet asked to change your DAPPX email address to ${newEmail}.`,
      '',
      'If it was you, confirm the change by opening this link:',
      link,
      '',
      'If it was not you, ignore this mail: your email address stays as it is.',
    ].join('\n'),
  };
}
