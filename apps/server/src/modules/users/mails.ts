import { mailTexts, type MailLanguage } from '@dappx/shared';
import { renderMail } from '../../mail/layout';
import type { Mail } from '../../mail/mailer';

/** Where a mail goes, in which language, and the link it carries until when (the expiry the server stored). */
export type LinkMail = { to: string; language: MailLanguage; link: string; expiresAt: Date };

/** A mail asking to verify an address: the same shape, in the words of its occasion. */
function verifyAddressMail(
  kind: 'verification' | 'newAddress',
  { to, language, link, expiresAt }: LinkMail,
): Mail {
  const texts = mailTexts[language][kind];
  return renderMail({
    to,
    language,
    subject: texts.subject,
    paragraphs: [texts.intro, texts.ask],
    action: { label: texts.button, href: link },
    expiresAt,
    after: [texts.ignore],
  });
}

/** The mail of a new account: verify the address it was registered with. */
export const verificationMail = (mail: LinkMail): Mail => verifyAddressMail('verification', mail);

/** The mail of an address given while signed in (a change, a resend): verify it. */
export const newAddressMail = (mail: LinkMail): Mail => verifyAddressMail('newAddress', mail);

/** The mail to the current, verified address: confirm its replacement by `newEmail`. */
export function emailChangeMail({ to, language, link, expiresAt }: LinkMail, newEmail: string): Mail {
  const texts = mailTexts[language].emailChange;
  return renderMail({
    to,
    language,
    subject: texts.subject,
    paragraphs: [texts.intro(newEmail), texts.ask],
    action: { label: texts.button, href: link },
    expiresAt,
    after: [texts.ignore],
  });
}
