import { errorCodes, newsletterTexts } from '@dappx/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/secret-tokens';
import type { Mailer } from '../../mail/mailer';
import { confirmSubscription, insertSubscription } from './repository';

export const mailUnavailableText =
  'We could not send the confirmation mail right now. Please try again later.';

export async function subscribe(deps: { db: Db; mailer: Mailer; publicUrl: string }, email: string) {
  const token = newToken();
  // The row and the mail stand or fall together: if the mail cannot be sent, nothing is stored.
  await deps.db.transaction(async (tx) => {
    if (!(await insertSubscription(tx, email, hashToken(token)))) {
      throw new AppError(409, errorCodes.alreadySubscribed, newsletterTexts.alreadySubscribed);
    }
    await deps.mailer
      .send(confirmationMail(email, `${deps.publicUrl}/?newsletter-confirm=${token}`))
      .catch((error) => {
        throw new AppError(503, errorCodes.unavailable, mailUnavailableText, { cause: error });
      });
  });
}

export async function confirm(db: Db, token: string) {
  if (!(await confirmSubscription(db, hashToken(token)))) {
    throw new AppError(
      404,
      errorCodes.invalidToken,
      'This confirmation link is not valid or was already used.',
    );
  }
}

function confirmationMail(to: string, link: string) {
  return {
    to,
    subject: 'Confirm your DAPPX newsletter subscription',
    text: [
      'Thank you for signing up for the DAPPX newsletter.',
      '',
      `Confirm your subscription by opening this link: ${link}`,
      '',
      'If you did not sign up, ignore this mail and you will not hear from us.',
    ].join('\n'),
  };
}
